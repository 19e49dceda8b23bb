import { PasswordResetCall } from './password-reset-call';
import { submitRequest } from '../submit-request';
import { parseLoginIdentifier } from '../../../domain/login-identifier';
import type { FieldProblem } from '../../../domain/field-problem';
import { startResendCooldown } from '../one-time-code-step';

/** ok: a code was sent (step 2); otherwise the identifier field's problem, if any. */
export type PasswordResetStepOutcome = { ok: true } | { ok: false; fieldError?: FieldProblem };

/**
 * Step 1: POST /auth/password/reset/request {email, mobile} (spec §7, "returns data.userId").
 * The identifier fills one of the two; the other is sent empty, as in the login payload.
 */
export class RequestPasswordReset extends PasswordResetCall {
  async execute(identifierText: string): Promise<PasswordResetStepOutcome> {
    const identifier = parseLoginIdentifier(identifierText);
    if (identifier.kind === 'invalid') return { ok: false, fieldError: identifier.problem };
    if (this.state.status === 'loading') return { ok: false };

    const contact = {
      email: identifier.kind === 'email' ? identifier.email : '',
      mobile: identifier.kind === 'mobile' ? identifier.mobile : '',
    };
    const sent = await submitRequest(
      this.state,
      () => this.passwordReset.requestReset(contact),
      {
        apply: (userId) => {
          // The code step starts afresh: idle until the code is verified.
          Object.assign(this.state, { status: 'idle', step: 2, userId, code: '', sentTo: contact.email || contact.mobile });
          startResendCooldown(this.state);
        },
        fallback: 'reset-request-failed',
      },
      this.notification,
    );
    return { ok: sent };
  }
}
