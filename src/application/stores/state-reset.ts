import { token } from '../token';

/**
 * Each state area registers how to return to its initial state. Spec §4: "Reset action on logout
 * or 401 clears these areas: sidebar, auth, profile, gameDetail, recentlyPlayed, suggestedGames,
 * bookmarkedGames, searchedGames, premiumGames, subscription, billing, esports, voucher,
 * pushNotification." Areas not in that list (genre lists, spotlight…) are public and survive.
 */
export const AREAS_RESET_ON_LOGOUT = [
  'sidebar',
  'auth',
  'profile',
  'gameDetail',
  'recentlyPlayed',
  'suggestedGames',
  'bookmarkedGames',
  'searchedGames',
  'premiumGames',
  'subscription',
  'billing',
  'esports',
  'voucher',
  'pushNotification',
] as const;
export type ResettableArea = (typeof AREAS_RESET_ON_LOGOUT)[number];

export class StateReset {
  private readonly resetters = new Map<ResettableArea, () => void>();

  register(area: ResettableArea, reset: () => void): void {
    this.resetters.set(area, reset);
  }

  /** Resets every registered area of the spec's list. */
  resetAll(): void {
    for (const area of AREAS_RESET_ON_LOGOUT) this.resetters.get(area)?.();
  }
}
export const StateResetToken = token<StateReset>('StateReset');
