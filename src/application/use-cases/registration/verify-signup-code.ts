import type { RegistrationPort } from '../../ports/registration.port';
import type { SignupState } from '../../stores/signup.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { StartSession } from '../auth/start-session';
import { verifyAtCodeStep } from '../account-code-step';
import { verifyTypedCode, type CodeOutcome } from '../one-time-code-step';

/** ok: the account is verified and the user logged in (step 4); otherwise the message for the code field, if any. */
export type VerifySignupOutcome = CodeOutcome;

/**
 * Step 3 of signup: POST /auth/signup/complete {userId, otp}, which "returns login data" (spec §7).
 * The session is stored exactly as after any login (StartSession). Spec §4: "After code
 * verification it goes to step 4." A refused code ('Invalid OTP') shows the 'Failed' modal (§8).
 */
export class VerifySignupCode {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly signup: SignupState,
    private readonly startSession: StartSession,
    private readonly notification: ShowNotification,
  ) {}

  execute(codeText: string): Promise<VerifySignupOutcome> {
    return verifyTypedCode(codeText, (code) =>
      verifyAtCodeStep(this.signup, this.notification, {
        step: 3,
        send: (userId) => this.registration.completeSignup(userId, code),
        apply: (login) => {
          this.startSession.execute(login);
          Object.assign(this.signup, { step: 4, resendAvailableAt: null });
        },
        fallback: 'signup-failed',
      }),
    );
  }
}
