import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialLogin } from '../../../src/application/use-cases/auth/social-login';
import { FinishSocialLogin } from '../../../src/application/use-cases/auth/finish-social-login';
import type { CompleteSso } from '../../../src/application/use-cases/auth/complete-sso';
import { authWorld } from './auth-fakes';

describe('FinishSocialLogin (/social-login query)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function finish() {
    const world = authWorld();
    const social = { execute: vi.fn(async () => true) };
    const sso = { execute: vi.fn(async () => true) };
    const useCase = new FinishSocialLogin(social as unknown as SocialLogin, sso as unknown as CompleteSso, world.notification);
    return { ...world, useCase, social, sso };
  }

  it('runs the social sign-in for a known provider', async () => {
    const { useCase, social, sso } = finish();
    await useCase.execute({ provider: 'facebook', parameter: null, redirect: null });
    expect(social.execute).toHaveBeenCalledWith('facebook');
    expect(sso.execute).not.toHaveBeenCalled();
  });

  it('completes single sign-on with the parameter and the redirect', async () => {
    const { useCase, sso } = finish();
    await useCase.execute({ provider: null, parameter: 'demo-sso-subscriber', redirect: '/tournament' });
    expect(sso.execute).toHaveBeenCalledWith('demo-sso-subscriber', '/tournament');
  });

  it("shows 'Social login failed' for a link with neither a known provider nor a parameter", async () => {
    const { useCase, social, sso, modal } = finish();
    await expect(useCase.execute({ provider: 'myspace', parameter: ' ', redirect: null })).resolves.toBe(false);
    expect(social.execute).not.toHaveBeenCalled();
    expect(sso.execute).not.toHaveBeenCalled();
    expect(modal).toMatchObject({ open: true, title: { code: 'failed' }, text: { code: 'social-login-failed' } });
  });
});
