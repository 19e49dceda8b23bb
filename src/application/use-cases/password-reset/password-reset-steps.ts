import type { PasswordResetState } from '../../stores/password-reset.store';
import { followStepEntry, type FollowsStepEntries, type StepFlow } from '../step-history';

export type PasswordResetStepName = 'account' | 'code' | 'password' | 'done';

/**
 * Password reset's steps as history entries (see step-history). Spec §4: "Password reset flow goes
 * to step 3 after the code is verified." Back from the code step shows the account step; Back from
 * the new password shows the code step (empty: the verified code is kept for the reset call, never
 * shown again); Forward returns to a step the state has reached. Once the password is reset, only
 * 'done' can be shown.
 */
export class PasswordResetSteps implements StepFlow<PasswordResetStepName>, FollowsStepEntries<PasswordResetStepName> {
  readonly steps = ['account', 'code', 'password', 'done'] as const;

  constructor(private readonly reset: PasswordResetState) {}

  private get done(): boolean {
    return this.reset.step === 3 && this.reset.status === 'succeeded';
  }

  current(): PasswordResetStepName {
    if (this.done) return 'done';
    return this.reset.step === 3 ? 'password' : this.reset.step === 2 ? 'code' : 'account';
  }

  canShow(step: PasswordResetStepName): boolean {
    if (this.done) return step === 'done';
    if (step === 'code') return this.reset.userId !== null;
    if (step === 'password') return this.reset.code !== '';
    return step === 'account';
  }

  show(step: PasswordResetStepName): void {
    this.reset.step = step === 'password' ? 3 : step === 'code' ? 2 : 1;
  }

  execute(requested: string | null): PasswordResetStepName {
    return followStepEntry(this, requested);
  }
}
