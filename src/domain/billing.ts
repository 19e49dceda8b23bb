import { PATHS } from './route-paths';
/**
 * Subscriptions billed by mobile number (spec §1 "Subscriptions exist for the general catalogue
 * and for an esports area, each with its own pricing slots"; §3 Pricing slots, Billing state; §5).
 */

/**
 * The two plans of the portal. The billing state's `selectedPlanId` names which one a purchase is
 * for ('general' = the games catalogue, 'esports' = the esports area); `pricingSlotId` names the
 * slot of that plan. The spec's messages speak of the same two plans: 'Plan cancelled
 * successfully' and 'Esports Plan cancelled successfully'.
 */
export type PlanId = 'general' | 'esports';
export const PLAN_IDS: readonly PlanId[] = ['general', 'esports'];

/** Spec §3 "Pricing slots: returned as pricingSlots; their fields are not shown." What a plan card needs. */
export interface PricingSlot {
  id: string;
  plan: PlanId;
  name: string;
  description: string;
  price: number;
  /** ISO 4217 code, e.g. 'BDT'. */
  currency: string;
  validityDays: number;
  /** The VAT on the price, when the slot states it (absent or null: not stated). */
  vat?: number | null;
  /** The supplementary charge on the price, when the slot states it (absent or null: not stated). */
  supplementaryCharge?: number | null;
}

/** Spec §2: /plans "is the return route after a recharge, with query recharge=success, canceled or error". */
export type RechargeOutcome = 'success' | 'canceled' | 'error';
const RECHARGE_OUTCOMES: readonly RechargeOutcome[] = ['success', 'canceled', 'error'];

export function parseRechargeOutcome(value: string | null | undefined): RechargeOutcome | null {
  return RECHARGE_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

export interface RechargeReturnUrls {
  ok: string;
  deny: string;
  error: string;
}

/**
 * Spec §5: "Billing verification builds success, cancel and error return URLs to /plans with
 * recharge=success, canceled or error." Absolute, because the payment page lives elsewhere.
 */
export function rechargeReturnUrls(appOrigin: string): RechargeReturnUrls {
  const base = `${new URL(appOrigin).origin}${PATHS.plans}?recharge=`;
  return { ok: `${base}success`, deny: `${base}canceled`, error: `${base}error` };
}

/** The cancel form's stars: the UI counts them from 0 (first star) to 4 (fifth star). */
export const RATING_STARS = 5;

export const isUiRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < RATING_STARS;

/** Spec §5: "Cancel sends the platform rating plus one (the UI rating is zero-based)." 0..4 → 1..5. */
export function toPlatformRating(uiRating: number): number {
  if (!isUiRating(uiRating)) throw new RangeError(`A UI rating is a whole number from 0 to ${RATING_STARS - 1}`);
  return uiRating + 1;
}

/** '80 BDT', '5 BDT': amounts are shown as whole numbers when they are. */
export function formatPrice(slot: Pick<PricingSlot, 'price' | 'currency'>): string {
  const amount = Number.isInteger(slot.price) ? String(slot.price) : slot.price.toFixed(2);
  return `${amount} ${slot.currency}`.trim();
}

/**
 * The plan a premium game points to first: the lowest price (ties go to the longer validity, the
 * better deal). Only plans with a known price count; undefined when there is none.
 */
export function cheapestSlot(slots: readonly PricingSlot[]): PricingSlot | undefined {
  return slots
    .filter((slot) => Number.isFinite(slot.price) && slot.price >= 0)
    .reduce<PricingSlot | undefined>((best, slot) => {
      if (!best || slot.price < best.price) return slot;
      return slot.price === best.price && slot.validityDays > best.validityDays ? slot : best;
    }, undefined);
}
