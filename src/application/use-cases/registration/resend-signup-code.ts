import type { RegistrationPort } from '../../ports/registration.port';
import type { SignupState } from '../../stores/signup.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { ShowToast } from '../notifications/show-toast';
import { resendCode } from '../one-time-code-step';

/** 'Resend code' on the signup code step: POST /auth/otp/resend {userId, resendtype: 'signup'}. */
export class ResendSignupCode {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly signup: SignupState,
    private readonly toast: ShowToast,
    private readonly notification: ShowNotification,
  ) {}

  execute(): Promise<boolean> {
    if (this.signup.step !== 3) return Promise.resolve(false);
    return resendCode(this.signup, (userId) => this.registration.resendCode(userId), {
      toast: this.toast,
      notification: this.notification,
    });
  }
}
