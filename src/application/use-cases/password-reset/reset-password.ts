import { PasswordResetCall } from './password-reset-call';
import { submitRequest } from '../submit-request';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordForm } from '../../../domain/password-rules';

export type ResetPasswordOutcome = { ok: true } | { ok: false; fieldErrors: NewPasswordErrors };

/**
 * Step 3: POST /auth/password/reset {userId, otp, password}. Spec §4 "Password reset and change:
 * idle, loading, succeeded or failed." The password goes out in this one request and is never kept.
 */
export class ResetPassword extends PasswordResetCall {
  async execute(form: NewPasswordForm): Promise<ResetPasswordOutcome> {
    const fieldErrors = validateNewPassword(form);
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
    const { userId, code } = this.state;
    if (!userId || this.state.step !== 3 || this.state.status === 'loading' || this.state.status === 'succeeded') {
      return { ok: false, fieldErrors: {} };
    }

    const reset = await submitRequest(
      this.state,
      () => this.passwordReset.resetPassword(userId, code, form.password),
      {
        // The code is spent: nothing that could reset the password again stays in memory.
        apply: () => (this.state.code = ''),
        fallback: 'something-went-wrong',
      },
      this.notification,
    );
    return reset ? { ok: true } : { ok: false, fieldErrors: {} };
  }
}
