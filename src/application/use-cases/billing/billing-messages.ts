import { serverMessage } from '../../failure-text';
import type { RechargeOutcome } from '../../../domain/billing';

/** Spec §8: "'An unexpected error occurred' (billing)", the fallback of every billing failure. */
export const BILLING_FALLBACK = 'An unexpected error occurred';

/** The server's first error message (e.g. 'Invalid OTP'), otherwise the billing fallback (spec §8). */
export const billingFailure = (error: unknown): string => serverMessage(error, BILLING_FALLBACK);

/** Spec §4: "A cancel sets a message, default 'Plan cancelled successfully' or 'Esports Plan cancelled successfully'." */
export const PLAN_CANCELLED = 'Plan cancelled successfully';
export const ESPORTS_PLAN_CANCELLED = 'Esports Plan cancelled successfully';

export const SUBSCRIPTION_ACTIVE = 'Your subscription is active';

/** What /plans?recharge=… tells the user (spec §2: the return route after a recharge). */
export const RECHARGE_MESSAGES: Record<RechargeOutcome, string> = {
  success: SUBSCRIPTION_ACTIVE,
  canceled: 'Payment was cancelled. You have not been charged.',
  error: 'Payment failed. Please try again.',
};

/** The `remarks` of POST /auth/subscription/purchase/confirm: what the portal saw, for the billing team. */
export const RECHARGE_REMARKS: Record<RechargeOutcome, string> = {
  success: 'The payment page returned success',
  canceled: 'The user cancelled on the payment page',
  error: 'The payment page returned an error',
};

/** `ForwardedFrom` of the general code request: purchases made in this web portal. */
export const FORWARDED_FROM_WEB = 'web';
