import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationPort } from '../../../src/application/ports/registration.port';
import { createSignupStore, initialSignupState } from '../../../src/application/stores/signup.store';
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
import { SIGNUP_MESSAGES, type SignupForm } from '../../../src/domain/signup-form';
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

describe('signup flow (spec §4 "Signup flow has steps. After code verification it goes to step 4.")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('checks the form first and sends nothing while a field is wrong', async () => {
    const t = setup();
    const outcome = await t.submit.execute({ ...form, email: 'nadia@', dateOfBirth: '2020-01-01' });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: { email: SIGNUP_MESSAGES.emailInvalid, dateOfBirth: SIGNUP_MESSAGES.tooYoung },
    });
    expect(t.port.requestSignup).not.toHaveBeenCalled();
    expect(t.signup.step).toBe(1);
  });

  it('sends the normalised details and goes from step 1 to the code step 3 with the userId', async () => {
    const t = setup();
    expect(await t.submit.execute(form)).toEqual({ ok: true });
    expect(t.port.requestSignup).toHaveBeenCalledWith({
      firstName: 'Nadia',
      lastName: 'Islam',
      email: 'nadia@example.com',
      dateOfBirth: '2000-05-17',
      mobile: '01812345678',
      password: 'Secret#123',
    });
    expect(t.signup).toMatchObject({ step: 3, userId: 'u-new', status: 'idle', sentTo: '01812345678' });
  });

  it('is loading while the request is out and keeps no password in the store', async () => {
    const t = setup();
    const pending = t.submit.execute(form);
    expect(t.signup.status).toBe('loading');
    await pending;
    expect(JSON.stringify(t.signup)).not.toContain('Secret#123');
  });

  it("shows the server's refusal in the 'Failed' modal and stays on step 1", async () => {
    const t = setup();
    const message = 'An account with this email or mobile number already exists';
    t.port.requestSignup.mockRejectedValue(new ServiceError('rejected', message));
    expect(await t.submit.execute(form)).toEqual({ ok: false, fieldErrors: {} });
    expect(t.signup).toMatchObject({ step: 1, status: 'failed', error: message });
    expect(t.modal).toMatchObject({ open: true, title: 'Failed', text: message });
  });

  it("falls back to 'Signup failed' when the server gave no message", async () => {
    const t = setup();
    t.port.requestSignup.mockRejectedValue(new ServiceError('network', 'offline'));
    await t.submit.execute(form);
    expect(t.modal.text).toBe('Signup failed');
  });

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

  it('restarts from step 1 with nothing kept', async () => {
    const t = setup();
    await t.submit.execute(form);
    t.restart.execute();
    expect({ ...t.signup }).toEqual(initialSignupState());
  });
});

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
