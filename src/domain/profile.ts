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
  dateOfBirth: string;
  profileImageUrl: string | null;
  isPremiumUser: boolean;
  subscription: string | null;
  isPremiumUserESports: boolean;
  subscriptionESports: string | null;
}

export type ProfileUpdate = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'dateOfBirth'>;

export const displayName = (p: Pick<Profile, 'firstName' | 'lastName'>): string =>
  `${p.firstName} ${p.lastName}`.trim();
