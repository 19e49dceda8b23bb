import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationPort } from '../../../src/application/ports/registration.port';
import { createSignupStore } from '../../../src/application/stores/signup.store';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { StartSession } from '../../../src/application/use-cases/auth/start-session';
import { SubmitSignup } from '../../../src/application/use-cases/registration/submit-signup';
import { VerifySignupCode } from '../../../src/application/use-cases/registration/verify-signup-code';
import { ResendSignupCode } from '../../../src/application/use-cases/registration/resend-signup-code';
import { RestartSignup } from '../../../src/application/use-cases/registration/restart-signup';
import { ServiceError } from '../../../src/application/errors';
import { type SignupForm } from '../../../src/domain/signup-form';
import { fakeStorage } from '../../support/fakes';

const form: SignupForm = {
  firstName: 'Nadia',
  lastName: 'Islam',
  email: 'Nadia@Example.com',
  dateOfBirth: '2000-05-17',
  mobile: '+8801812345678',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};

function setup() {
  const port = {
    requestSignup: vi.fn<RegistrationPort['requestSignup']>().mockResolvedValue('u-new'),
    completeSignup: vi
      .fn<RegistrationPort['completeSignup']>()
      .mockResolvedValue({ token: 'tok-1', loginSource: 'SelfWeb', userId: 'u-new' }),
    resendCode: vi.fn<RegistrationPort['resendCode']>().mockResolvedValue(undefined),
  } satisfies RegistrationPort;
  const signup = createSignupStore();
  const auth = createAuthStore();
  const storage = fakeStorage();
  const modal = createNotificationModalStore();
  const toasts = createToastStore();
  const notification = new ShowNotification(modal);
  const toast = new ShowToast(toasts);
  return {
    port,
    signup,
    auth,
    storage,
    modal,
    toasts,
    submit: new SubmitSignup(port, signup, notification),
    verify: new VerifySignupCode(port, signup, new StartSession(storage, auth), notification),
    resend: new ResendSignupCode(port, signup, toast, notification),
    restart: new RestartSignup(signup),
  };
}

describe('resending the signup code (30 s cooldown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a resend during the 30 s after the code was sent, then sends one and toasts', async () => {
    const t = setup();
    await t.submit.execute(form);
    expect(await t.resend.execute()).toBe(false);
    vi.advanceTimersByTime(29_999);
    expect(await t.resend.execute()).toBe(false);
    expect(t.port.resendCode).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(await t.resend.execute()).toBe(true);
    expect(t.port.resendCode).toHaveBeenCalledWith('u-new');
    expect(t.toasts.toasts.map((toast) => toast.message)).toEqual(['A new code has been sent']);
    // A fresh cooldown starts with the new code.
    expect(await t.resend.execute()).toBe(false);
    expect(t.port.resendCode).toHaveBeenCalledTimes(1);
  });

  it("shows 'Resend OTP failed' when the resend fails and allows another try at once", async () => {
    const t = setup();
    await t.submit.execute(form);
    vi.advanceTimersByTime(30_000);
    t.port.resendCode.mockRejectedValueOnce(new ServiceError('server', 'HTTP 500'));
    expect(await t.resend.execute()).toBe(false);
    expect(t.modal).toMatchObject({ title: 'Failed', text: 'Resend OTP failed' });
    expect(t.toasts.toasts).toHaveLength(0);
    expect(await t.resend.execute()).toBe(true);
  });

  it('does nothing before a code was requested', async () => {
    const t = setup();
    expect(await t.resend.execute()).toBe(false);
    expect(t.port.resendCode).not.toHaveBeenCalled();
  });
});
