import { ResendAtCodeStep } from '../account-code-step';

/** 'Resend code' on the signup code step: POST /auth/otp/resend {userId, resendtype: 'signup'}. */
export class ResendSignupCode extends ResendAtCodeStep {
  protected readonly codeStep = 3;
}
