import type { PlanId, PricingSlot } from './billing';

/**
 * What a player agrees to before a billing code is sent: the amount, the period and its automatic
 * renewal, the next charge, what the plan unlocks and how to stop it. Only what is known is stated:
 * a slot that gives no VAT, supplementary charge or period is never described as if it did.
 */

const DAY_MS = 86_400_000;

/**
 * What each plan unlocks. Spec §6: "tournament registration requires a premium user"; a general
 * plan makes the player premium (premium games and tournaments), an esports plan makes them
 * esports premium (esports cups). This holds for every slot of the plan, whatever its own text says.
 */
export const PLAN_UNLOCKS: Record<PlanId, readonly string[]> = {
  general: ['Premium games', 'Tournaments'],
  esports: ['Esports cups'],
};

/** The amount as the player sees it on the button and the receipt: '৳25', '৳12.50'. */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency || 'BDT',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code: the number and the code as the server gave them.
    return `${amount} ${currency}`.trim();
  }
}

/** The length of one period: 'day', '7 days' (as in 'every day', '৳25 / 7 days'). */
export const formatPeriod = (days: number): string => (days === 1 ? 'day' : `${days} days`);

/** A calendar date for terms and receipts: '2 Dec 2026'. */
export const formatDate = (epochMs: number): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }).format(new Date(epochMs));

/** The date a period that starts at `startMs` ends (and a renewing plan charges again); null when the period is unknown. */
export function periodEnd(startMs: number, validityDays: number): number | null {
  return validityDays > 0 && Number.isFinite(startMs) ? startMs + validityDays * DAY_MS : null;
}

export interface PlanTerms {
  /** '৳25': the listed price, the amount the Send code button names. */
  amount: string;
  /** The VAT and supplementary charge lines, or the one line saying the plan does not state them. */
  charges: string[];
  /** 'Renews automatically every 7 days until you cancel.', or what is known when the period is not. */
  renewal: string;
  /** 'Next charge: 2 Dec 2026, unless you cancel before.', or null when the period is unknown. */
  nextCharge: string | null;
  unlocks: readonly string[];
  howToCancel: string;
}

export const HOW_TO_CANCEL = 'Cancel any time on the Plans page: open Plans, then Cancel plan. No further charge after that.';

/**
 * The terms of buying `slot` at `nowMs`. The next charge is the end of the slot's stated period
 * counted from the purchase (a renewing plan charges again when its period ends); the slot gives no
 * date of its own, so without a stated period no date is claimed.
 */
export function planTerms(slot: PricingSlot, nowMs: number): PlanTerms {
  const charges: string[] = [];
  if (slot.vat != null) charges.push(`VAT: ${formatAmount(slot.vat, slot.currency)}`);
  if (slot.supplementaryCharge != null)
    charges.push(`Supplementary charge: ${formatAmount(slot.supplementaryCharge, slot.currency)}`);
  if (charges.length === 0) charges.push('The plan does not state VAT or a supplementary charge separately.');
  const next = periodEnd(nowMs, slot.validityDays);
  return {
    amount: formatAmount(slot.price, slot.currency),
    charges,
    renewal:
      slot.validityDays > 0
        ? `Renews automatically every ${formatPeriod(slot.validityDays)} until you cancel.`
        : 'Renews automatically until you cancel. The plan does not state how long each period lasts.',
    nextCharge: next === null ? null : `Next charge: ${formatDate(next)}, unless you cancel before.`,
    unlocks: PLAN_UNLOCKS[slot.plan],
    howToCancel: HOW_TO_CANCEL,
  };
}
