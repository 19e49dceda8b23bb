import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { StartSession } from '../../../src/application/use-cases/auth/start-session';
import { fakeStorage } from '../../support/fakes';
import { SUBSCRIBER_LOGIN } from './auth-fakes';

describe('starting a session', () => {
  it('asks for the guest’s progress to join the account once the player is set, without waiting for it', () => {
    const auth = createAuthStore();
    const asked: Array<{ userId: string; loggedIn: boolean }> = [];
    const never = new Promise<void>(() => undefined);
    const start = new StartSession(fakeStorage({}), auth, (userId) => {
      asked.push({ userId, loggedIn: auth.token === SUBSCRIBER_LOGIN.token });
      return never;
    });

    start.execute(SUBSCRIBER_LOGIN);

    expect(asked).toEqual([{ userId: SUBSCRIBER_LOGIN.userId, loggedIn: true }]);
    expect(auth.status).toBe('succeeded');
  });

  it('is not held up or broken by a merge that fails', async () => {
    const auth = createAuthStore();
    const start = new StartSession(fakeStorage({}), auth, () => Promise.reject(new Error('disk full')));

    expect(() => start.execute(SUBSCRIBER_LOGIN)).not.toThrow();
    await Promise.resolve();
    expect(auth.userId).toBe(SUBSCRIBER_LOGIN.userId);
  });
});
