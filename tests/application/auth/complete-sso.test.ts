import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompleteSso } from '../../../src/application/use-cases/auth/complete-sso';
import { PARTNER, authWorld, fakeAuthPort, rejected } from './auth-fakes';

function setup(answer?: Parameters<typeof fakeAuthPort>[0]) {
  const world = authWorld({}, '/social-login?parameter=p');
  const auth = fakeAuthPort(answer ?? (() => Promise.resolve({ token: 'tok-s', loginSource: 'MYGP', userId: 'u-subscriber' })));
  const useCase = new CompleteSso(
    auth.port,
    world.auth,
    world.startSession,
    world.navigation,
    world.policy,
    world.notification,
    'agent/1.0',
  );
  return { ...world, useCase, calls: auth.calls };
}

describe('CompleteSso', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('completes the sign-on with the parameter and agent details and stores the session', async () => {
    const { useCase, calls, storage, auth } = setup();
    await expect(useCase.execute('demo-sso-subscriber', '/home')).resolves.toBe(true);
    expect(calls.sso).toEqual([['demo-sso-subscriber', 'agent/1.0']]);
    expect(storage.raw()).toMatchObject({ 'auth-token': 'tok-s', user_id: 'u-subscriber', loginSource: 'MYGP' });
    expect(auth).toMatchObject({ status: 'succeeded', loginSource: 'MYGP' });
  });

  it('goes to an in-app redirect inside the SPA', async () => {
    const { useCase, navigation } = setup();
    await useCase.execute('p', '/tournament?tab=leaderboard');
    expect(navigation.visited).toEqual(['/tournament?tab=leaderboard']);
    expect(navigation.assigned).toEqual([]);
  });

  it('does a full redirect to an allowed partner URL', async () => {
    const { useCase, navigation } = setup();
    await useCase.execute('p', `${PARTNER}/cups`);
    expect(navigation.assigned).toEqual([`${PARTNER}/cups`]);
  });

  it.each(['https://evil.com/', 'javascript:alert(1)', '//evil.com', '', null, '/social-login?parameter=p', '/login'])(
    'goes to /home instead of the refused redirect %s',
    async (redirect) => {
      const { useCase, navigation } = setup();
      await useCase.execute('p', redirect);
      expect(navigation.visited).toEqual(['/home']);
      expect(navigation.assigned).toEqual([]);
    },
  );

  it("shows the 'Failed' modal with the server message or 'Social login failed'", async () => {
    const refused = setup(() => Promise.reject(rejected('Invalid single sign-on link')));
    await expect(refused.useCase.execute('bad', '/home')).resolves.toBe(false);
    expect(refused.modal).toMatchObject({
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Invalid single sign-on link' },
    });
    expect(refused.navigation.visited).toEqual([]);

    const offline = setup(() => Promise.reject(new Error('offline')));
    await offline.useCase.execute('p', '/home');
    expect(offline.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'social-login-failed' } });
    expect(offline.auth).toMatchObject({ status: 'failed', error: { code: 'social-login-failed' } });
  });
});
