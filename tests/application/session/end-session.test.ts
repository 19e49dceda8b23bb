import { describe, expect, it } from 'vitest';
import { EndSession } from '../../../src/application/use-cases/session/end-session';
import { AREAS_RESET_ON_LOGOUT, StateReset } from '../../../src/application/stores/state-reset';
import { fakeNavigation, fakeStorage, fakeUserCaches } from '../../support/fakes';

const noUserCaches = fakeUserCaches();

describe('EndSession (logout and the 401 rule)', () => {
  const signedIn = {
    'auth-token': 't0k3n',
    user_id: 'u-1',
    loginSource: 'SelfWeb',
    guest_id: 'guest_1',
    'auth-mobile': '01700000001',
  };

  it('clears the stored session, resets every listed area and goes to /login', () => {
    const storage = fakeStorage(signedIn);
    const reset = new StateReset();
    const wasReset: string[] = [];
    for (const area of AREAS_RESET_ON_LOGOUT) reset.register(area, () => wasReset.push(area));
    const nav = fakeNavigation('/favorite');

    new EndSession(storage, reset, nav, noUserCaches).execute();

    expect(storage.raw()).toEqual({ guest_id: 'guest_1', 'auth-mobile': '01700000001' });
    expect(wasReset).toEqual([...AREAS_RESET_ON_LOGOUT]);
    expect(nav.visited).toEqual(['/login']);
  });

  it('remembers the current path after a 401 so the user comes back after logging in', () => {
    const storage = fakeStorage(signedIn);
    new EndSession(storage, new StateReset(), fakeNavigation('/favorite?page=2'), noUserCaches).execute({
      rememberReturnPath: true,
    });
    expect(storage.get('previous-url')).toBe('/favorite?page=2');
  });

  it('clears what was cached offline for the player, on logout and on a 401 alike', () => {
    const userCaches = fakeUserCaches();
    const endSession = new EndSession(fakeStorage(signedIn), new StateReset(), fakeNavigation('/favorite'), userCaches);
    endSession.execute();
    endSession.execute({ rememberReturnPath: true });
    expect(userCaches.cleared).toBe(2);
  });

  it('ends the session even when the offline caches cannot be cleared', () => {
    const storage = fakeStorage(signedIn);
    const nav = fakeNavigation('/favorite');
    new EndSession(storage, new StateReset(), nav, { clear: () => Promise.reject(new Error('quota')) }).execute();
    expect(storage.get('auth-token')).toBeUndefined();
    expect(nav.visited).toEqual(['/login']);
  });

  it('resets exactly the areas of spec §4', () => {
    expect(AREAS_RESET_ON_LOGOUT).toEqual([
      'sidebar',
      'auth',
      'profile',
      'gameDetail',
      'recentlyPlayed',
      'suggestedGames',
      'bookmarkedGames',
      'searchedGames',
      'premiumGames',
      'subscription',
      'billing',
      'esports',
      'voucher',
      'pushNotification',
    ]);
  });
});
