import { token } from '../token';
import type { PlanId, PricingSlot, RechargeOutcome, RechargeReturnUrls } from '../../domain/billing';

/** Spec §7 POST /auth/subscription/otp/send {PricingSlotId, mobile, ForwardedFrom}. */
export interface SubscriptionCodeRequest {
  pricingSlotId: string;
  mobile: string;
  /** Which client the purchase started from. */
  forwardedFrom: string;
}

/** Spec §7 POST /auth/v2/subscription/otp/verify {PricingSlotId, OTP, OkRedirectUrl, DenyRedirectUrl, ErrorRedirectUrl}. */
export interface SubscriptionVerifyRequest {
  pricingSlotId: string;
  otp: string;
  returnUrls: RechargeReturnUrls;
}

/**
 * What the verify call answered: either the plan is active now, or the purchase continues on a
 * payment page (a URL from the server: it must pass the URL guard before the portal goes there).
 */
export interface SubscriptionVerifyResult {
  paymentUrl: string | null;
  /** The backend's reference for the purchase, when it gives one (shown on the receipt). */
  reference?: string | null;
}

/** Spec §7 POST /auth/subscription/purchase/confirm {status, remarks}. */
export interface PurchaseConfirmation {
  status: RechargeOutcome;
  remarks: string;
}

/** Spec §7 POST /auth/v2/subscription/cancel {PlatformRating, ReasonToCancel}. */
export interface CancelRequest {
  /** 1..5: the UI's zero-based rating plus one (spec §5). */
  platformRating: number;
  reasonToCancel: string;
}

/**
 * The subscription calls of spec §7 ("Subscriptions"). Failures are thrown as ServiceError.
 * The cancel calls answer with the server's message when it sent one.
 */
export interface BillingPort {
  pricingSlots(plan: PlanId): Promise<PricingSlot[]>;
  sendSubscriptionCode(request: SubscriptionCodeRequest): Promise<void>;
  sendEsportsSubscriptionCode(request: Omit<SubscriptionCodeRequest, 'forwardedFrom'>): Promise<void>;
  verifySubscriptionCode(request: SubscriptionVerifyRequest): Promise<SubscriptionVerifyResult>;
  verifyEsportsSubscriptionCode(request: Omit<SubscriptionVerifyRequest, 'returnUrls'>): Promise<void>;
  confirmPurchase(confirmation: PurchaseConfirmation): Promise<void>;
  cancelSubscription(request: CancelRequest): Promise<string | null>;
  cancelEsportsSubscription(): Promise<string | null>;
}
export const BillingPort = token<BillingPort>('BillingPort');
