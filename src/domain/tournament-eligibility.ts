import { isMobileNumber } from './mobile-number';
import type { Profile } from './profile';

/**
 * What registering for a tournament needs: an account (a guest logs in first), a plan (spec §6
 * "tournament registration requires a premium user") and a verified mobile number (the number
 * plans are billed to, confirmed with a one-time code).
 */
export type RequirementId = 'account' | 'plan' | 'mobile';

/** 'unknown' until the portal can tell (a guest, or a profile still loading): never a guess. */
export type RequirementStatus = 'met' | 'missing' | 'unknown';

export interface Requirement {
  id: RequirementId;
  status: RequirementStatus;
}

export interface RegistrationPlayer {
  signedIn: boolean;
  /** The signed-in player's profile; null while it loads (or for a guest). */
  profile: Pick<Profile, 'isPremiumUser' | 'mobile'> | null;
}

/** The checklist shown before Register, in the order a player fixes it. */
export function registrationChecklist({ signedIn, profile }: RegistrationPlayer): Requirement[] {
  const known = signedIn && profile !== null;
  const status = (met: boolean): RequirementStatus => (!known ? 'unknown' : met ? 'met' : 'missing');
  return [
    { id: 'account', status: signedIn ? 'met' : 'missing' },
    { id: 'plan', status: status(Boolean(profile?.isPremiumUser)) },
    { id: 'mobile', status: status(isMobileNumber(profile?.mobile ?? '')) },
  ];
}
