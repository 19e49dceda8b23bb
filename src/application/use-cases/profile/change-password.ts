import { checkPasswordChange, hasErrors, type FieldErrors, type PasswordChangeInput } from '../../../domain/profile-form';
import type { ProfileEditingPort } from '../../ports/profile.port';
import type { PasswordChangeState } from '../../stores/password-change.store';
import type { ShowNotification } from '../notifications/show-notification';
import { submitRequest } from '../submit-request';

export type PasswordChangeOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrors<keyof PasswordChangeInput> };

/**
 * POST /auth/password/change. Spec §4 "idle, loading, succeeded or failed"; §5 successful "only
 * when response status is OK"; §8 success "shows 'Password updated successfully' with a Go to
 * Home button" (to /home, §2), failure "an error modal 'Failed'" with the fallback
 * 'Failed to change password'.
 */
export class ChangePassword {
  constructor(
    private readonly profiles: ProfileEditingPort,
    private readonly state: PasswordChangeState,
    private readonly notify: ShowNotification,
  ) {}

  async execute(input: PasswordChangeInput): Promise<PasswordChangeOutcome> {
    const { errors } = checkPasswordChange(input);
    if (hasErrors(errors)) return { ok: false, fieldErrors: errors };
    if (this.state.status === 'loading') return { ok: false, fieldErrors: {} };

    const changed = await submitRequest(
      this.state,
      () => this.profiles.changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword }),
      {
        apply: () => this.notify.saved({ code: 'password-updated' }, { code: 'use-new-password' }),
        fallback: 'password-change-failed',
      },
      this.notify,
    );
    return changed ? { ok: true } : { ok: false, fieldErrors: {} };
  }
}
