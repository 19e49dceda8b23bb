import { ResendAtCodeStep } from '../account-code-step';

/** 'Resend code' on the reset code step: POST /auth/otp/resend {userId, resendtype: 'password-reset'}. */
export class ResendResetCode extends ResendAtCodeStep {
  protected readonly codeStep = 2;
}
