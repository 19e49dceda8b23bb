import type { PlanId } from './billing';
import { isAtOrBelow, pathPrefix, PATHS } from './route-paths';

/**
 * Why a player was sent to /plans by a feature that needs a plan, read from the path remembered
 * before going there (spec §2: "the current path is remembered first so the user can return"):
 * the feature (the UI words the line at the top of /plans from it) and the plan area that unlocks
 * it, shown first.
 */
export interface PlansReason {
  feature: 'tournament' | 'premium-game';
  unlockedBy: PlanId;
}

export function plansReasonFor(returnPath: string | null): PlansReason | null {
  if (!returnPath) return null;
  const pathname = returnPath.split(/[?#]/)[0] ?? '';
  if (isAtOrBelow(pathname, PATHS.tournament)) {
    return { feature: 'tournament', unlockedBy: 'general' };
  }
  if (pathname.startsWith(pathPrefix(PATHS.gameDetails)) || pathname.startsWith(pathPrefix(PATHS.play))) {
    return { feature: 'premium-game', unlockedBy: 'general' };
  }
  return null;
}
