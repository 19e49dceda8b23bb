import type { PlanId } from './billing';

/**
 * A receipt, kept on the device after each purchase and each cancellation (the profile's
 * "Billing history"): which plan, what it cost, when, and the backend's reference when it gave one.
 */
export interface Receipt {
  id: string;
  kind: 'purchase' | 'cancellation';
  plan: PlanId;
  /** The plan's name as sold ('Weekly'), or null when a cancellation did not know it. */
  planName: string | null;
  /** The price paid; null for a cancellation (nothing is charged). */
  amount: number | null;
  currency: string;
  /** The paid period in days (0 when the plan did not state it); its end is the renewal date. */
  validityDays: number;
  /** Epoch ms. */
  at: number;
  reference: string | null;
}

/** Receipts on the device, by user id: a player never sees another player's receipts. */
export type ReceiptsByUser = Record<string, Receipt[]>;

/** The newest receipts kept per user; older ones make room. */
export const MAX_RECEIPTS_PER_USER = 50;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseReceipt(value: unknown): Receipt | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (!isText(r.id) || (r.kind !== 'purchase' && r.kind !== 'cancellation')) return null;
  if ((r.plan !== 'general' && r.plan !== 'esports') || !isNumber(r.at)) return null;
  return {
    id: r.id,
    kind: r.kind,
    plan: r.plan,
    planName: isText(r.planName) ? r.planName : null,
    amount: isNumber(r.amount) ? r.amount : null,
    currency: isText(r.currency) ? r.currency : 'BDT',
    validityDays: isNumber(r.validityDays) ? r.validityDays : 0,
    at: r.at,
    reference: isText(r.reference) ? r.reference : null,
  };
}

/** The stored receipts, each user's list checked entry by entry; anything else reads as none. */
export function parseReceiptsByUser(value: unknown): ReceiptsByUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: ReceiptsByUser = {};
  for (const [userId, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    result[userId] = list.map(parseReceipt).filter((r): r is Receipt => r !== null);
  }
  return result;
}

/** The latest purchase of the plan named `planName` in `plan`, if this device recorded one. */
export function latestPurchase(receipts: readonly Receipt[], plan: PlanId, planName: string | null): Receipt | undefined {
  return receipts
    .filter((r) => r.kind === 'purchase' && r.plan === plan && (planName === null || r.planName === planName))
    .reduce<Receipt | undefined>((latest, r) => (!latest || r.at > latest.at ? r : latest), undefined);
}
