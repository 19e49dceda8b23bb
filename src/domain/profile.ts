/**
 * Spec §3 Profile: isPremiumUser, subscription, isPremiumUserESports, subscriptionESports, mobile.
 * "Other fields are not shown"; the name, email, birth date and picture are what a profile screen needs.
 */
export interface Profile {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** ISO date, YYYY-MM-DD ('' when the account has none). */
  dateOfBirth: string;
  profileImageUrl: string | null;
  isPremiumUser: boolean;
  subscription: string | null;
  isPremiumUserESports: boolean;
  subscriptionESports: string | null;
}

/** What the profile form may change. The mobile number is the billing identity and stays read-only. */
export type ProfileUpdate = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'dateOfBirth'>;

/** Spec §3: "Premium flags can be set directly after a purchase." */
export type PremiumFlags = Pick<Profile, 'isPremiumUser' | 'subscription' | 'isPremiumUserESports' | 'subscriptionESports'>;

export const displayName = (p: Pick<Profile, 'firstName' | 'lastName'>): string => `${p.firstName} ${p.lastName}`.trim();

/** Up to two letters for the avatar when there is no picture; '?' when the name is empty. */
export function initials(p: Pick<Profile, 'firstName' | 'lastName'>): string {
  const letters = [p.firstName, p.lastName].map((part) => part.trim().charAt(0)).join('');
  return letters ? letters.toUpperCase() : '?';
}

/** The profile with new premium flags; flags not given keep their value. */
export const withPremiumFlags = (profile: Profile, flags: Partial<PremiumFlags>): Profile => ({ ...profile, ...flags });
