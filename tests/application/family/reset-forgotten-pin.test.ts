import { describe, expect, it } from 'vitest';
import type { PasswordResetPort } from '../../../src/application/ports/password-reset.port';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { RequestPinResetCode, ResetForgottenPin } from '../../../src/application/use-cases/family/reset-forgotten-pin';
import type { Profile } from '../../../src/domain/profile';
import { familySetup, LIMITS } from './family-fakes';

const DEMO_CODE = '123456';

/** The server's password-reset code flow: a number leads to its account; only the code sent is accepted. */
function fakePasswordReset(accounts: Record<string, string>): PasswordResetPort & { sentTo: string[] } {
  const sentTo: string[] = [];
  return {
    sentTo,
    requestReset: async ({ mobile }) => {
      const userId = accounts[mobile];
      if (!userId) throw new Error('no account');
      sentTo.push(mobile);
      return userId;
    },
    verifyCode: async (_userId, code) => {
      if (code !== DEMO_CODE) throw new Error('Invalid OTP');
    },
    resetPassword: async () => undefined,
    resendCode: async () => undefined,
  };
}

function setup() {
  const family = familySetup();
  const reset = fakePasswordReset({ '01700000001': 'parent', '01700000009': 'child' });
  const profile = createProfileStore();
  const showProfile = (userId: string, mobile: string) => {
    profile.profile = { userId, mobile } as Profile;
  };
  return {
    ...family,
    reset,
    showProfile,
    request: new RequestPinResetCode(family.book, reset, family.auth, profile),
    confirm: new ResetForgottenPin(family.book, reset, family.auth, family.hasher),
  };
}

describe('a forgotten PIN', () => {
  it('is reset with the one-time code sent to the account’s own number, and the lock is lifted', async () => {
    const { logIn, turnOn, verify, request, confirm, reset, showProfile } = setup();
    logIn('parent');
    showProfile('parent', '01700000001');
    await turnOn.execute('4821', LIMITS);
    for (const pin of ['0000', '1111', '2222']) await verify.execute(pin);
    expect(await request.execute()).toEqual({ code: 'family-pin-reset-code-sent', sentTo: '01700000001' });
    expect(reset.sentTo).toEqual(['01700000001']);
    expect(await confirm.execute('000000', '7306')).toEqual({ code: 'family-pin-reset-code-wrong' });
    expect(await confirm.execute(DEMO_CODE, '7306')).toEqual({ code: 'family-pin-reset' });
    expect(await verify.execute('7306')).toEqual({ code: 'family-pin-right' });
  });

  it('resets the guest’s copy with it, so the child who logs out meets the new PIN', async () => {
    const { logIn, logOut, turnOn, verify, confirm } = setup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    await confirm.execute(DEMO_CODE, '7306');
    logOut();
    expect(await verify.execute('7306')).toEqual({ code: 'family-pin-right' });
  });

  it('cannot be reset as the guest, nor from another account than the one that set family mode', async () => {
    const { logIn, logOut, turnOn, request, confirm, showProfile, read } = setup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    logOut();
    expect(await request.execute()).toEqual({ code: 'family-pin-reset-needs-account' });
    logIn('child');
    showProfile('child', '01700000009');
    expect(await request.execute()).toEqual({ code: 'family-pin-reset-other-account' });
    expect(await confirm.execute(DEMO_CODE, '0000')).toEqual({ code: 'family-pin-reset-other-account' });
    expect(read.execute()).toMatchObject({ on: true });
  });

  it('goes no further when the profile’s number is not known or leads to another account', async () => {
    const { logIn, turnOn, request, showProfile, reset } = setup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    expect(await request.execute()).toEqual({ code: 'family-pin-reset-failed' });
    showProfile('parent', '01700000009');
    expect(await request.execute()).toEqual({ code: 'family-pin-reset-failed' });
    expect(reset.sentTo).toEqual(['01700000009']);
  });
});
