import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialLogin } from '../../../src/application/use-cases/auth/social-login';
import type { SocialSignInPort } from '../../../src/application/ports/social-sign-in.port';
import { authWorld, fakeAuthPort, rejected } from './auth-fakes';

function setup(options: { signIn?: SocialSignInPort['signIn']; answer?: Parameters<typeof fakeAuthPort>[0] } = {}) {
  const world = authWorld();
  const auth = fakeAuthPort(
    options.answer ?? (() => Promise.resolve({ token: 'tok-g', loginSource: 'GOOGLE', userId: 'u-google' })),
  );
  const signIn = vi.fn(options.signIn ?? (async (provider) => `${provider}-access`));
  const useCase = new SocialLogin({ signIn }, auth.port, world.auth, world.startSession, world.navigation, world.notification);
  return { ...world, useCase, calls: auth.calls, signIn };
}

describe('SocialLogin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("exchanges the provider's access token, stores the session and does a full redirect to /home", async () => {
    const { useCase, calls, storage, auth, navigation } = setup();
    await expect(useCase.execute('google')).resolves.toBe(true);
    expect(calls.social).toEqual([['google', 'google-access']]);
    expect(storage.raw()).toMatchObject({ 'auth-token': 'tok-g', user_id: 'u-google', loginSource: 'GOOGLE' });
    expect(auth).toMatchObject({ status: 'succeeded', token: 'tok-g', loginSource: 'GOOGLE' });
    expect(navigation.assigned).toEqual(['/home']);
    expect(navigation.visited).toEqual([]);
  });

  it("shows 'Social login failed' when the provider window is closed, without calling the portal", async () => {
    const { useCase, calls, modal, auth, navigation } = setup({ signIn: () => Promise.reject(new Error('popup closed')) });
    await expect(useCase.execute('facebook')).resolves.toBe(false);
    expect(calls.social).toEqual([]);
    expect(modal).toMatchObject({ open: true, title: { code: 'failed' }, text: { code: 'social-login-failed' } });
    expect(auth).toMatchObject({ status: 'failed', error: { code: 'social-login-failed' }, token: null });
    expect(navigation.assigned).toEqual([]);
  });

  it("shows the server's message when the portal refuses the token", async () => {
    const { useCase, modal, storage } = setup({ answer: () => Promise.reject(rejected('Invalid social token')) });
    await useCase.execute('google');
    expect(modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'refused', message: 'Invalid social token' } });
    expect(storage.raw()).not.toHaveProperty('auth-token');
  });
});
