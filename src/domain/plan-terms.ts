import type { PlanId } from './billing';

/**
 * The rules behind the terms a player agrees to before a billing code is sent: what each plan
 * unlocks, and when a period ends (a renewing plan charges again then). The UI states the terms in
 * the player's language (src/ui/screens/payment/plan-terms-list.tsx); only what is known is
 * stated: a slot that gives no period is never given a next charge date.
 */

const DAY_MS = 86_400_000;

/**
 * What each plan unlocks. Spec §6: "tournament registration requires a premium user"; a general
 * plan makes the player premium (premium games and tournaments), an esports plan makes them
 * esports premium (esports cups). This holds for every slot of the plan, whatever its own text says.
 */
export type PlanFeature = 'premium-games' | 'tournaments' | 'esports-cups';
export const PLAN_UNLOCKS: Record<PlanId, readonly PlanFeature[]> = {
  general: ['premium-games', 'tournaments'],
  esports: ['esports-cups'],
};

/** The date a period that starts at `startMs` ends (and a renewing plan charges again); null when the period is unknown. */
export function periodEnd(startMs: number, validityDays: number): number | null {
  return validityDays > 0 && Number.isFinite(startMs) ? startMs + validityDays * DAY_MS : null;
}
