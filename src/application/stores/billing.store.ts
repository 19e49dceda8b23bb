import type { Failure } from '../failure-text';
import type { Notice } from '../notices';
import { token } from '../token';
import type { PlanId } from '../../domain/billing';

/**
 * Spec §3 "Billing state: selectedPlanId, pricingSlotId, mobile, otpSent, verified, loading,
 * error, message" and §4 "otpSent becomes true after a code is sent. verified becomes true after
 * code verification. A cancel sets a message". Those fields: the purchase in progress (which plan,
 * which slot, which number), where it stands, and its feedback; and, ours, when 'Resend code' may
 * be used again.
 */
export interface BillingState {
  /** Which plan the purchase is for (see PlanId); null before a slot is chosen. */
  selectedPlanId: PlanId | null;
  pricingSlotId: string | null;
  /** The number being billed, canonical '01XXXXXXXXX' once a code was sent to it. */
  mobile: string;
  otpSent: boolean;
  verified: boolean;
  loading: boolean;
  /** The last failure's message (the server's, or 'An unexpected error occurred'). */
  error: Failure | null;
  /** The last outcome's message (a purchase, a recharge return or a cancel). */
  message: Notice | null;
  /** Epoch ms from which 'Resend code' may be used again; null before any code was sent. */
  resendAvailableAt: number | null;
}

export const initialBillingState = (): BillingState => ({
  selectedPlanId: null,
  pricingSlotId: null,
  mobile: '',
  otpSent: false,
  verified: false,
  loading: false,
  error: null,
  message: null,
  resendAvailableAt: null,
});
export const BillingStore = token<BillingState>('BillingStore');
