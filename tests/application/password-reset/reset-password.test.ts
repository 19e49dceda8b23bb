import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordResetPort } from '../../../src/application/ports/password-reset.port';
import { createPasswordResetStore } from '../../../src/application/stores/password-reset.store';
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

describe('ResetPassword', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
});
