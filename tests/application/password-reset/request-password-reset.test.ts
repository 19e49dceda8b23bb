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
import { IDENTIFIER_REQUIRED } from '../../../src/domain/login-identifier';

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

describe('RequestPasswordReset', () => {
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
});
