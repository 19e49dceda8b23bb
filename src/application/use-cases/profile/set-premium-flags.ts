import { withPremiumFlags, type PremiumFlags } from '../../../domain/profile';
import type { ProfileState } from '../../stores/profile.store';

/**
 * Spec §3: "Premium flags can be set directly after a purchase." Billing calls this once a
 * subscription is confirmed, so premium screens open without waiting for a profile reload.
 */
export class SetPremiumFlags {
  constructor(private readonly state: ProfileState) {}

  execute(flags: Partial<PremiumFlags>): void {
    // Without a loaded profile there is nothing to patch: the next load brings the new flags.
    if (this.state.profile) this.state.profile = withPremiumFlags(this.state.profile, flags);
  }
}
