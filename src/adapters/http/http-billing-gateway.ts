import type { PlanId, PricingSlot } from '../../domain/billing';
import type {
  BillingPort,
  CancelRequest,
  PurchaseConfirmation,
  SubscriptionCodeRequest,
  SubscriptionVerifyRequest,
  SubscriptionVerifyResult,
} from '../../application/ports/billing.port';
import type { HttpClient } from './http-client';
import { cancelDto, ignoredDto, pricingSlotsDto, subscriptionVerifyDto, toPricingSlots } from './billing-schemas';

const PRICING_PATHS: Record<PlanId, string> = {
  general: '/cms/pricing/slots',
  esports: '/auth/esports/pricing/slots',
};

/** The "Subscriptions" calls of spec §7, with the payload field names the spec gives. */
export class HttpBillingGateway implements BillingPort {
  constructor(private readonly http: HttpClient) {}

  async pricingSlots(plan: PlanId): Promise<PricingSlot[]> {
    return toPricingSlots(await this.http.send({ method: 'GET', path: PRICING_PATHS[plan] }, pricingSlotsDto), plan);
  }

  async sendSubscriptionCode(request: SubscriptionCodeRequest): Promise<void> {
    const body = { PricingSlotId: request.pricingSlotId, mobile: request.mobile, ForwardedFrom: request.forwardedFrom };
    await this.http.send({ method: 'POST', path: '/auth/subscription/otp/send', body }, ignoredDto);
  }

  async sendEsportsSubscriptionCode(request: Omit<SubscriptionCodeRequest, 'forwardedFrom'>): Promise<void> {
    const body = { PricingSlotId: request.pricingSlotId, mobile: request.mobile };
    await this.http.send({ method: 'POST', path: '/auth/esports/subscription/otp/send', body }, ignoredDto);
  }

  async verifySubscriptionCode(request: SubscriptionVerifyRequest): Promise<SubscriptionVerifyResult> {
    const body = {
      PricingSlotId: request.pricingSlotId,
      OTP: request.otp,
      OkRedirectUrl: request.returnUrls.ok,
      DenyRedirectUrl: request.returnUrls.deny,
      ErrorRedirectUrl: request.returnUrls.error,
    };
    const data = await this.http.send({ method: 'POST', path: '/auth/v2/subscription/otp/verify', body }, subscriptionVerifyDto);
    return { paymentUrl: data?.paymentUrl || null, reference: data?.reference || data?.transactionId || null };
  }

  async verifyEsportsSubscriptionCode(request: Omit<SubscriptionVerifyRequest, 'returnUrls'>): Promise<void> {
    const body = { PricingSlotId: request.pricingSlotId, OTP: request.otp };
    await this.http.send({ method: 'POST', path: '/auth/esports/subscription/otp/verify', body }, ignoredDto);
  }

  async confirmPurchase(confirmation: PurchaseConfirmation): Promise<void> {
    const body = { status: confirmation.status, remarks: confirmation.remarks };
    await this.http.send({ method: 'POST', path: '/auth/subscription/purchase/confirm', body }, ignoredDto);
  }

  async cancelSubscription(request: CancelRequest): Promise<string | null> {
    const body = { PlatformRating: request.platformRating, ReasonToCancel: request.reasonToCancel };
    const data = await this.http.send({ method: 'POST', path: '/auth/v2/subscription/cancel', body }, cancelDto);
    return data?.message || null;
  }

  async cancelEsportsSubscription(): Promise<string | null> {
    const data = await this.http.send({ method: 'POST', path: '/auth/esports/subscription/cancel' }, cancelDto);
    return data?.message || null;
  }
}
