import { initialSignupState, type SignupState } from '../../stores/signup.store';
import { resetStore } from '../../stores/create-store';

/**
 * Back to step 1 with a clean state: 'Change details' on the code step (a mistyped mobile number)
 * and leaving the signup screen (a finished or abandoned signup must not greet the next visit).
 */
export class RestartSignup {
  constructor(private readonly signup: SignupState) {}

  execute(): void {
    resetStore(this.signup, initialSignupState);
  }
}
