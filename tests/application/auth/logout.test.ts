import { describe, expect, it } from 'vitest';
import { Logout } from '../../../src/application/use-cases/auth/logout';
import { EndSession } from '../../../src/application/use-cases/session/end-session';
import { StateReset } from '../../../src/application/stores/state-reset';
import { fakeNavigation, fakeStorage, fakeUserCaches } from '../../support/fakes';
import { fakeAuthPort } from './auth-fakes';

const signedIn = { 'auth-token': 'tok-1', user_id: 'u-1', loginSource: 'SelfWeb', guest_id: 'guest_1' };

function setup(logout?: () => Promise<void>) {
  const storage = fakeStorage(signedIn);
  const navigation = fakeNavigation('/profile');
  const auth = fakeAuthPort();
  if (logout) auth.port.logout = logout;
  return {
    storage,
    navigation,
    auth,
    useCase: new Logout(auth.port, new EndSession(storage, new StateReset(), navigation, fakeUserCaches())),
  };
}

describe('Logout', () => {
  it('tells the server, clears the stored session and goes to /login', async () => {
    const { useCase, auth, storage, navigation } = setup();
    await useCase.execute();
    expect(auth.calls.logout).toBe(1);
    expect(storage.raw()).toEqual({ guest_id: 'guest_1' });
    expect(navigation.visited).toEqual(['/login']);
  });

  it('ends the local session even when the server call fails', async () => {
    const { useCase, storage, navigation } = setup(() => Promise.reject(new Error('offline')));
    await expect(useCase.execute()).resolves.toBeUndefined();
    expect(storage.raw()).toEqual({ guest_id: 'guest_1' });
    expect(navigation.visited).toEqual(['/login']);
  });
});
