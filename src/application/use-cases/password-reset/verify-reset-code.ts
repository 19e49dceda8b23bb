import { PasswordResetCall } from './password-reset-call';
import { verifyAtCodeStep } from '../account-code-step';
import { verifyTypedCode, type CodeOutcome } from '../one-time-code-step';

/**
 * Step 2: POST /auth/otp/verify {userId, otp, type: 'password-reset'}. Spec §4: "Password reset
 * flow goes to step 3 after the code is verified." The verified code is kept for the reset call.
 */
export class VerifyResetCode extends PasswordResetCall {
  execute(codeText: string): Promise<CodeOutcome> {
    return verifyTypedCode(codeText, (code) =>
      verifyAtCodeStep(this.state, this.notification, {
        step: 2,
        send: (userId) => this.passwordReset.verifyCode(userId, code),
        // The new-password step starts afresh: idle until the password is reset.
        apply: () => Object.assign(this.state, { status: 'idle', step: 3, code, resendAvailableAt: null }),
        fallback: 'something-went-wrong',
      }),
    );
  }
}
