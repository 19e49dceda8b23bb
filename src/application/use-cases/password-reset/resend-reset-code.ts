import type { PasswordResetPort } from '../../ports/password-reset.port';
import type { PasswordResetState } from '../../stores/password-reset.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { ShowToast } from '../notifications/show-toast';
import { resendCode } from '../one-time-code-step';

/** 'Resend code' on the reset code step: POST /auth/otp/resend {userId, resendtype: 'password-reset'}. */
export class ResendResetCode {
  constructor(
    private readonly passwordReset: PasswordResetPort,
    private readonly state: PasswordResetState,
    private readonly toast: ShowToast,
    private readonly notification: ShowNotification,
  ) {}

  execute(): Promise<boolean> {
    if (this.state.step !== 2) return Promise.resolve(false);
    return resendCode(this.state, (userId) => this.passwordReset.resendCode(userId), {
      toast: this.toast,
      notification: this.notification,
    });
  }
}
