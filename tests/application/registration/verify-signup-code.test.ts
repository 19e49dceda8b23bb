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
import { CODE_MESSAGES } from '../../../src/domain/one-time-code';
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

describe('VerifySignupCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a six-digit code before calling the server', async () => {
    const t = setup();
    await t.submit.execute(form);
    expect(await t.verify.execute('12')).toEqual({ ok: false, fieldError: CODE_MESSAGES.invalid });
    expect(t.port.completeSignup).not.toHaveBeenCalled();
  });

  it('verifies the code, stores the session like a login and goes to step 4', async () => {
    const t = setup();
    await t.submit.execute(form);
    expect(await t.verify.execute('123 456')).toEqual({ ok: true });
    expect(t.port.completeSignup).toHaveBeenCalledWith('u-new', '123456');
    expect(t.signup).toMatchObject({ step: 4, status: 'succeeded' });
    expect(t.auth).toMatchObject({ token: 'tok-1', userId: 'u-new', loginSource: 'SelfWeb' });
    expect(t.storage.raw()).toMatchObject({ 'auth-token': 'tok-1', user_id: 'u-new', loginSource: 'SelfWeb' });
  });

  it("shows 'Invalid OTP' for a wrong code, stays on step 3 and logs nobody in", async () => {
    const t = setup();
    await t.submit.execute(form);
    t.port.completeSignup.mockRejectedValue(new ServiceError('rejected', 'Invalid OTP'));
    expect(await t.verify.execute('654321')).toEqual({ ok: false });
    expect(t.signup).toMatchObject({ step: 3, status: 'failed', error: 'Invalid OTP' });
    expect(t.modal).toMatchObject({ title: 'Failed', text: 'Invalid OTP' });
    expect(t.auth.token).toBeNull();
    expect(t.storage.raw()['auth-token']).toBeUndefined();
  });
});
