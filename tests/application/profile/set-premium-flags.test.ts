import { describe, expect, it } from 'vitest';
import { SetPremiumFlags } from '../../../src/application/use-cases/profile/set-premium-flags';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { aProfile } from './profile-fakes';

describe('SetPremiumFlags (spec §3: premium flags can be set directly after a purchase)', () => {
  it('sets the given flags and keeps the rest of the profile', () => {
    const state = createProfileStore();
    state.profile = aProfile({ isPremiumUserESports: true, subscriptionESports: 'Esports Monthly' });
    new SetPremiumFlags(state).execute({ isPremiumUser: true, subscription: 'Monthly Pass' });
    expect(state.profile).toEqual(
      aProfile({
        isPremiumUser: true,
        subscription: 'Monthly Pass',
        isPremiumUserESports: true,
        subscriptionESports: 'Esports Monthly',
      }),
    );
  });

  it('does nothing when no profile is loaded yet', () => {
    const state = createProfileStore();
    new SetPremiumFlags(state).execute({ isPremiumUser: true });
    expect(state.profile).toBeNull();
  });
});
