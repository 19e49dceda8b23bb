import type { PlanId } from './billing';

/**
 * The purchase in progress, saved on the device so that a reload, or Back from the operator's
 * payment page (a full page load), finds the plan being bought. It holds the spec's billing state
 * fields that say where the purchase stands (§3: selectedPlanId, pricingSlotId, mobile, otpSent,
 * verified), never the typed code.
 */
export interface SavedPurchase {
  userId: string;
  selectedPlanId: PlanId;
  pricingSlotId: string;
  mobile: string;
  otpSent: boolean;
  verified: boolean;
  resendAvailableAt: number | null;
  /** Epoch ms of the last save. */
  savedAt: number;
}

/** A purchase left alone this long is forgotten: a code sent half an hour ago is no longer the one to type. */
export const SAVED_PURCHASE_MAX_AGE_MS = 30 * 60_000;

export function parseSavedPurchase(value: unknown): SavedPurchase | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.userId !== 'string' || (v.selectedPlanId !== 'general' && v.selectedPlanId !== 'esports')) return undefined;
  if (typeof v.pricingSlotId !== 'string' || typeof v.mobile !== 'string' || typeof v.savedAt !== 'number') return undefined;
  return {
    userId: v.userId,
    selectedPlanId: v.selectedPlanId,
    pricingSlotId: v.pricingSlotId,
    mobile: v.mobile,
    otpSent: v.otpSent === true,
    verified: v.verified === true,
    resendAvailableAt: typeof v.resendAvailableAt === 'number' ? v.resendAvailableAt : null,
    savedAt: v.savedAt,
  };
}
