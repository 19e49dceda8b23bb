import type { PasswordResetPort } from '../../ports/password-reset.port';
import type { PasswordResetState } from '../../stores/password-reset.store';
import type { ShowNotification } from '../notifications/show-notification';

/** What every request of the password reset needs: the calls, the flow's state and the modals. */
export abstract class PasswordResetCall {
  constructor(
    protected readonly passwordReset: PasswordResetPort,
    protected readonly state: PasswordResetState,
    protected readonly notification: ShowNotification,
  ) {}
}
