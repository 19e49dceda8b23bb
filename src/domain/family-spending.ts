import type { Receipt } from './receipt';
import { dhakaMonth } from './family-month';

/**
 * The monthly spending limit: "a purchase that would pass it is refused before the code is sent,
 * saying how much is left this month (the receipts on the device already know what was spent)".
 */

/**
 * Taka spent this calendar month (Dhaka time) by every purchase the device's receipts hold, whoever
 * was logged in: the phone's number is billed, and a child logging in to another account does not
 * get a new month's allowance. Cancellations cost nothing.
 */
export function spentThisMonth(receipts: readonly Receipt[], now: number): number {
  const { start, end } = dhakaMonth(now);
  return receipts
    .filter((r) => r.kind === 'purchase' && r.amount !== null && r.amount > 0 && r.at >= start && r.at < end)
    .reduce((sum, r) => sum + (r.amount ?? 0), 0);
}

/** What is left of a limit after what was spent; never below zero. */
export const leftThisMonth = (limit: number, spent: number): number => Math.max(0, limit - spent);

export type SpendingVerdict =
  { allowed: true; limit: number | null; leftAfter: number | null } | { allowed: false; limit: number; left: number };

/**
 * Whether a purchase of `price` taka stays within the monthly limit. Reaching the limit exactly is
 * allowed; passing it is not. A refusal says what may still be spent this month (`left`).
 */
export function checkSpending(limit: number | null, spent: number, price: number): SpendingVerdict {
  if (limit === null) return { allowed: true, limit: null, leftAfter: null };
  const left = leftThisMonth(limit, spent);
  // Written so that a price that is not a number is refused too, never let through.
  if (!(price <= left)) return { allowed: false, limit, left };
  return { allowed: true, limit, leftAfter: left - price };
}
