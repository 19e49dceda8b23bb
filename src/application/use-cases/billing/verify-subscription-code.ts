import { PLANS_PATH, rechargeReturnUrls, type PricingSlot } from '../../../domain/billing';
import { ServiceError } from '../../errors';
import type { BillingPort } from '../../ports/billing.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { BillingState } from '../../stores/billing.store';
import { findSlot, type SubscriptionState } from '../../stores/subscription.store';
import type { RedirectPolicy } from '../auth/redirect-policy';
import type { ShowNotification } from '../notifications/show-notification';
import type { SetPremiumFlags } from '../profile/set-premium-flags';
import { BILLING_FALLBACK, billingFailure, SUBSCRIPTION_ACTIVE } from './billing-messages';
import { verifyTypedCode, type CodeOutcome } from '../one-time-code-step';

export type VerifyCodeOutcome = CodeOutcome;

/**
 * Checks the billing code. General plan: POST /auth/v2/subscription/otp/verify with the three
 * return URLs of spec §5 ("success, cancel and error return URLs to /plans with recharge=success,
 * canceled or error"); when the answer names a payment page, the purchase continues there (only if
 * the URL guard accepts it). Esports: POST /auth/esports/subscription/otp/verify. Otherwise the plan
 * is active now: spec §4 "verified becomes true after code verification" and §3 "Premium flags can
 * be set directly after a purchase".
 */
export class VerifySubscriptionCode {
  constructor(
    private readonly port: BillingPort,
    private readonly billing: BillingState,
    private readonly subscription: SubscriptionState,
    private readonly setPremiumFlags: SetPremiumFlags,
    private readonly policy: RedirectPolicy,
    private readonly navigation: NavigationPort,
    private readonly notification: ShowNotification,
    private readonly appOrigin: string,
  ) {}

  execute(codeText: string): Promise<VerifyCodeOutcome> {
    return verifyTypedCode(codeText, (code) => this.verify(code));
  }

  private async verify(code: string): Promise<VerifyCodeOutcome> {
    const { selectedPlanId: plan, pricingSlotId, otpSent } = this.billing;
    if (!plan || !pricingSlotId || !otpSent || this.billing.loading) return { ok: false };

    Object.assign(this.billing, { loading: true, error: null });
    try {
      if (plan === 'esports') {
        await this.port.verifyEsportsSubscriptionCode({ pricingSlotId, otp: code });
      } else {
        const returnUrls = rechargeReturnUrls(this.appOrigin);
        const { paymentUrl } = await this.port.verifySubscriptionCode({ pricingSlotId, otp: code, returnUrls });
        if (paymentUrl !== null) return this.continueOnPaymentPage(paymentUrl);
      }
      this.activate(findSlot(this.subscription, pricingSlotId));
      return { ok: true };
    } catch (error) {
      const message = billingFailure(error);
      Object.assign(this.billing, { loading: false, error: message });
      this.notification.failed(error, BILLING_FALLBACK);
      // A refused code ('Invalid OTP') is also shown beside the field, where it can be corrected.
      return { ok: false, fieldError: error instanceof ServiceError && error.reason === 'rejected' ? message : undefined };
    }
  }

  /** The code is right; paying happens on the operator's page, which returns to /plans?recharge=…. */
  private continueOnPaymentPage(paymentUrl: string): VerifyCodeOutcome {
    const target = this.policy.check(paymentUrl);
    if (!target.ok) {
      // Never follow a server URL the guard refuses (spec: every server URL passes the allowed-origins check).
      Object.assign(this.billing, { loading: false, error: BILLING_FALLBACK });
      this.notification.failed(undefined, BILLING_FALLBACK);
      return { ok: false };
    }
    Object.assign(this.billing, { loading: false, verified: true });
    // A full page load: the payment page is not a screen of this app, even on the same origin.
    this.navigation.assign(target.url);
    return { ok: true };
  }

  private activate(slot: PricingSlot | undefined): void {
    const plan = this.billing.selectedPlanId;
    Object.assign(this.billing, { loading: false, verified: true, message: SUBSCRIPTION_ACTIVE } satisfies Partial<BillingState>);
    const name = slot?.name ?? null;
    this.setPremiumFlags.execute(
      plan === 'esports'
        ? { isPremiumUserESports: true, subscriptionESports: name }
        : { isPremiumUser: true, subscription: name },
    );
    this.notification.execute({
      type: 'success',
      title: 'Subscription successful',
      text: `${name ?? 'Your plan'} is active on ${this.billing.mobile}.`,
    });
    this.navigation.go(PLANS_PATH, { replace: true });
  }
}
