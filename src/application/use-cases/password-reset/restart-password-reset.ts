import { initialPasswordResetState, type PasswordResetState } from '../../stores/password-reset.store';
import { resetStore } from '../../stores/create-store';

/** Back to step 1 with nothing kept (no user id, no code): 'Use a different account' and leaving the screen. */
export class RestartPasswordReset {
  constructor(private readonly state: PasswordResetState) {}

  execute(): void {
    resetStore(this.state, initialPasswordResetState);
  }
}
