import type { RegistrationPort } from '../../ports/registration.port';
import type { SignupState } from '../../stores/signup.store';
import type { ShowNotification } from '../notifications/show-notification';
import { submitRequest } from '../submit-request';
import { localIsoDate, validateSignupForm, type SignupErrors, type SignupForm } from '../../../domain/signup-form';
import { startResendCooldown } from '../one-time-code-step';

/** ok: the code has been sent (step 3); otherwise the messages for the fields (empty when the server refused). */
export type SubmitSignupOutcome = { ok: true } | { ok: false; fieldErrors: SignupErrors };

/**
 * Step 1 of signup: checks the form, then POST /auth/signup/request (spec §7 "returns data.userId")
 * and moves to the code step. Step 2 (consent) is reserved and skipped: the spec does not show it.
 */
export class SubmitSignup {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly signup: SignupState,
    private readonly notification: ShowNotification,
  ) {}

  async execute(form: SignupForm): Promise<SubmitSignupOutcome> {
    const validation = validateSignupForm(form, localIsoDate(new Date()));
    if (!validation.ok) return { ok: false, fieldErrors: validation.errors };
    if (this.signup.status === 'loading') return { ok: false, fieldErrors: {} };

    const sent = await submitRequest(
      this.signup,
      () => this.registration.requestSignup(validation.details),
      {
        apply: (userId) => {
          // The code step starts afresh: idle until the code is sent back.
          Object.assign(this.signup, { status: 'idle', step: 3, userId, sentTo: validation.details.mobile });
          startResendCooldown(this.signup);
        },
        fallback: 'signup-failed',
      },
      this.notification,
    );
    return sent ? { ok: true } : { ok: false, fieldErrors: {} };
  }
}
