import { vi } from 'vitest';
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

/** What the password reset use-case tests share: the use cases over fakes. */
export function setup() {
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
