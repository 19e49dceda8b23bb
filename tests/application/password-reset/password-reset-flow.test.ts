import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordResetPort } from '../../../src/application/ports/password-reset.port';
import { createPasswordResetStore, initialPasswordResetState } from '../../../src/application/stores/password-reset.store';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { RequestPasswordReset } from '../../../src/application/use-cases/password-reset/request-password-reset';
import { VerifyResetCode } from '../../../src/application/use-cases/password-reset/verify-reset-code';
import { ResetPassword } from '../../../src/application/use-cases/password-reset/reset-password';
import { ResendResetCode } from '../../../src/application/use-cases/password-reset/resend-reset-code';
import { RestartPasswordReset } from '../../../src/application/use-cases/password-reset/restart-password-reset';
import { ServiceError } from '../../../src/application/errors';
import { IDENTIFIER_REQUIRED } from '../../../src/domain/login-identifier';
import { PASSWORD_MESSAGES } from '../../../src/domain/password-rules';

function setup() {
  const port = {
    requestReset: vi.fn<PasswordResetPort['requestReset']>().mockResolvedValue('u-free'),
    verifyCode: vi.fn<PasswordResetPort['verifyCode']>().mockResolvedValue(undefined),
    resetPassword: vi.fn<PasswordResetPort['resetPassword']>().mockResolvedValue(undefined),
    resendCode: vi.fn<PasswordResetPort['resendCode']>().mockResolvedValue(undefined),
  } satisfies PasswordResetPort;
  const state = createPasswordResetStore();
  const modal = createNotificationModalStore();
  const toasts = createToastStore();
  const notification = new ShowNotification(modal);
  return {
    port,
    state,
    modal,
    toasts,
    request: new RequestPasswordReset(port, state, notification),
    verify: new VerifyResetCode(port, state, notification),
    reset: new ResetPassword(port, state, notification),
    resend: new ResendResetCode(port, state, new ShowToast(toasts), notification),
    restart: new RestartPasswordReset(state),
  };
}

const newPassword = { password: 'Fresh#2026', confirmation: 'Fresh#2026' };

describe('password reset flow (spec §4: "goes to step 3 after the code is verified"; idle, loading, succeeded or failed)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an email identifier as {email, mobile: ""} and moves to the code step', async () => {
    const t = setup();
    expect(await t.request.execute(' Free@Example.com ')).toEqual({ ok: true });
    expect(t.port.requestReset).toHaveBeenCalledWith({ email: 'free@example.com', mobile: '' });
    expect(t.state).toMatchObject({ step: 2, userId: 'u-free', status: 'idle', sentTo: 'free@example.com' });
  });

  it('sends a mobile identifier as {email: "", mobile: 01XXXXXXXXX}', async () => {
    const t = setup();
    await t.request.execute('+880 1700-000002');
    expect(t.port.requestReset).toHaveBeenCalledWith({ email: '', mobile: '01700000002' });
  });

  it('asks for an identifier before calling the server', async () => {
    const t = setup();
    expect(await t.request.execute('  ')).toEqual({ ok: false, fieldError: IDENTIFIER_REQUIRED });
    expect(t.port.requestReset).not.toHaveBeenCalled();
  });

  it("shows the server's message or 'Failed to send reset instructions' and stays on step 1", async () => {
    const t = setup();
    t.port.requestReset.mockRejectedValueOnce(new ServiceError('rejected', 'No account found with these details'));
    await t.request.execute('nobody@example.com');
    expect(t.modal).toMatchObject({ title: 'Failed', text: 'No account found with these details' });
    expect(t.state).toMatchObject({ step: 1, status: 'failed', error: 'No account found with these details' });

    t.port.requestReset.mockRejectedValueOnce(new ServiceError('network', 'offline'));
    await t.request.execute('nobody@example.com');
    expect(t.modal.text).toBe('Failed to send reset instructions');
  });

  it('goes to step 3 once the code is verified and keeps the code for the reset call', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    expect(await t.verify.execute('123456')).toEqual({ ok: true });
    expect(t.port.verifyCode).toHaveBeenCalledWith('u-free', '123456');
    expect(t.state).toMatchObject({ step: 3, code: '123456', status: 'idle' });
  });

  it("stays on step 2 with 'Invalid OTP' in the modal for a wrong code", async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    t.port.verifyCode.mockRejectedValue(new ServiceError('rejected', 'Invalid OTP'));
    expect(await t.verify.execute('111111')).toEqual({ ok: false });
    expect(t.state).toMatchObject({ step: 2, status: 'failed', code: '' });
    expect(t.modal).toMatchObject({ title: 'Failed', text: 'Invalid OTP' });
  });

  it('resets the password with {userId, code, password}, succeeds and forgets the code', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    await t.verify.execute('123456');
    const pending = t.reset.execute(newPassword);
    expect(t.state.status).toBe('loading');
    expect(await pending).toEqual({ ok: true });
    expect(t.port.resetPassword).toHaveBeenCalledWith('u-free', '123456', 'Fresh#2026');
    expect(t.state).toMatchObject({ step: 3, status: 'succeeded', code: '' });
    expect(JSON.stringify(t.state)).not.toContain('Fresh#2026');
  });

  it('checks the new password and its confirmation before sending', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    await t.verify.execute('123456');
    expect(await t.reset.execute({ password: 'Fresh#2026', confirmation: 'Fresh#2025' })).toEqual({
      ok: false,
      fieldErrors: { confirmation: PASSWORD_MESSAGES.mismatch },
    });
    expect(t.port.resetPassword).not.toHaveBeenCalled();
  });

  it("marks a refused reset as failed with the 'Failed' modal, so the user can try again", async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    await t.verify.execute('123456');
    t.port.resetPassword.mockRejectedValueOnce(new ServiceError('network', 'offline'));
    await t.reset.execute(newPassword);
    expect(t.state).toMatchObject({ status: 'failed', error: 'Something went wrong', code: '123456' });
    expect(t.modal).toMatchObject({ title: 'Failed', text: 'Something went wrong' });
    expect(await t.reset.execute(newPassword)).toEqual({ ok: true });
  });

  it('resends the reset code only after 30 s, and restart forgets everything', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    expect(await t.resend.execute()).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(await t.resend.execute()).toBe(true);
    expect(t.port.resendCode).toHaveBeenCalledWith('u-free');
    expect(t.toasts.toasts[0]?.message).toBe('A new code has been sent');
    t.restart.execute();
    expect({ ...t.state }).toEqual(initialPasswordResetState());
  });
});
