import type { SignupState } from '../../stores/signup.store';
import { followStepEntry, type FollowsStepEntries, type StepFlow } from '../step-history';

export type SignupStepName = 'details' | 'code' | 'done';

/**
 * Signup's steps as history entries (see step-history). Spec §4: "Signup flow has steps. After code
 * verification it goes to step 4." Back from the code step shows the details again (the screen
 * keeps them; never the password); Forward returns to the code step while its code is pending;
 * once the account exists (step 4) the earlier steps cannot come back.
 */
export class SignupSteps implements StepFlow<SignupStepName>, FollowsStepEntries<SignupStepName> {
  readonly steps = ['details', 'code', 'done'] as const;

  constructor(private readonly signup: SignupState) {}

  current(): SignupStepName {
    return this.signup.step === 4 ? 'done' : this.signup.step === 3 ? 'code' : 'details';
  }

  canShow(step: SignupStepName): boolean {
    if (this.signup.step === 4) return step === 'done';
    if (step === 'code') return this.signup.userId !== null;
    return step === 'details';
  }

  show(step: SignupStepName): void {
    this.signup.step = step === 'code' ? 3 : 1;
  }

  execute(requested: string | null): SignupStepName {
    return followStepEntry(this, requested);
  }
}
