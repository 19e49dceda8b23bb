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

describe('VerifyResetCode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
});
