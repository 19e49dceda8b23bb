import { failureOf, type Failure } from '../../failure-text';
import type { Notice } from '../../notices';
import type { RechargeOutcome } from '../../../domain/billing';

/**
 * The server's first error message (e.g. 'Invalid OTP'), otherwise spec §8's "'An unexpected error
 * occurred' (billing)", the fallback of every billing failure.
 */
export const billingFailure = (error: unknown): Failure => failureOf(error, 'billing-failed');

/** What /plans?recharge=… tells the user (spec §2: the return route after a recharge). */
export const RECHARGE_MESSAGES: Record<RechargeOutcome, Notice> = {
  success: { code: 'subscription-active' },
  canceled: { code: 'payment-cancelled' },
  error: { code: 'payment-failed' },
};

/**
 * The `remarks` of POST /auth/subscription/purchase/confirm: what the portal saw, for the billing
 * team; sent to the server, never shown to a player.
 */
/* eslint-disable no-restricted-syntax -- the billing team's remarks, not a player's text */
export const RECHARGE_REMARKS: Record<RechargeOutcome, string> = {
  success: 'The payment page returned success',
  canceled: 'The user cancelled on the payment page',
  error: 'The payment page returned an error',
};
/* eslint-enable no-restricted-syntax */

/** `ForwardedFrom` of the general code request: purchases made in this web portal. */
export const FORWARDED_FROM_WEB = 'web';
