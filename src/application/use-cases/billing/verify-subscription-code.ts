import { rechargeReturnUrls, type PricingSlot } from '../../../domain/billing';
import { PATHS } from '../../../domain/route-paths';
import type { BillingPort } from '../../ports/billing.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { BillingState } from '../../stores/billing.store';
import { findSlot, type SubscriptionState } from '../../stores/subscription.store';
import type { RedirectPolicy } from '../auth/redirect-policy';
import type { ShowNotification } from '../notifications/show-notification';
import type { SetPremiumFlags } from '../profile/set-premium-flags';
import { billingFailure } from './billing-messages';
import { verifyTypedCode, type CodeOutcome } from '../one-time-code-step';
import type { FindPurchaseReturnPath } from './continue-after-purchase';
import type { PurchaseProgress } from './purchase-progress';
import type { RecordReceipt } from './receipts';

export type VerifyCodeOutcome = CodeOutcome;

/**
 * Checks the billing code. General plan: POST /auth/v2/subscription/otp/verify with the three
 * return URLs of spec §5 ("success, cancel and error return URLs to /plans with recharge=success,
 * canceled or error"); when the answer names a payment page, the purchase continues there (only if
 * the URL guard accepts it). Esports: POST /auth/esports/subscription/otp/verify. Otherwise the plan
 * is active now: spec §4 "verified becomes true after code verification" and §3 "Premium flags can
 * be set directly after a purchase"; a receipt is kept and the player goes back where they were
 * when a feature sent them to /plans (spec §2 "the current path is remembered first so the user
 * can return"), else to /plans.
 *
 * A refused code is said once, beside the field (docs/decisions/0028): the spec's 'Failed' modal
 * is kept for failures that have no field to speak next to (no connection, server errors).
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
    private readonly progress: PurchaseProgress,
    private readonly recordReceipt: RecordReceipt,
    private readonly findReturnPath: FindPurchaseReturnPath,
    private readonly storage: DeviceStoragePort,
  ) {}

  execute(codeText: string): Promise<VerifyCodeOutcome> {
    return verifyTypedCode(codeText, (code) => this.verify(code));
  }

  private async verify(code: string): Promise<VerifyCodeOutcome> {
    const { selectedPlanId: plan, pricingSlotId, otpSent } = this.billing;
    if (!plan || !pricingSlotId || !otpSent || this.billing.loading) return { ok: false };

    Object.assign(this.billing, { loading: true, error: null });
    try {
      let reference: string | null = null;
      if (plan === 'esports') {
        await this.port.verifyEsportsSubscriptionCode({ pricingSlotId, otp: code });
      } else {
        const returnUrls = rechargeReturnUrls(this.appOrigin);
        const result = await this.port.verifySubscriptionCode({ pricingSlotId, otp: code, returnUrls });
        if (result.paymentUrl !== null) return this.continueOnPaymentPage(result.paymentUrl);
        reference = result.reference ?? null;
      }
      this.activate(findSlot(this.subscription, pricingSlotId), reference);
      return { ok: true };
    } catch (error) {
      const failure = billingFailure(error);
      Object.assign(this.billing, { loading: false, error: failure });
      if (failure.code === 'refused') return { ok: false, fieldError: failure };
      this.notification.failed(error, 'billing-failed');
      return { ok: false };
    }
  }

  /** The code is right; paying happens on the operator's page, which returns to /plans?recharge=…. */
  private continueOnPaymentPage(paymentUrl: string): VerifyCodeOutcome {
    const { policy, navigation, notification, progress } = this;
    const target = policy.check(paymentUrl);
    if (!target.ok) {
      // Never follow a server URL the guard refuses (spec: every server URL passes the allowed-origins check).
      Object.assign(this.billing, { loading: false, error: { code: 'billing-failed' } });
      notification.failed(undefined, 'billing-failed');
      return { ok: false };
    }
    Object.assign(this.billing, { loading: false, verified: true });
    progress.save();
    // The code step is done with: Back from the operator's page comes to the plan being bought.
    navigation.go(PATHS.payment, { replace: true });
    // A full page load: the payment page is not a screen of this app, even on the same origin.
    navigation.assign(target.url);
    return { ok: true };
  }

  private activate(slot: PricingSlot | undefined, reference: string | null): void {
    const { setPremiumFlags, notification, navigation, progress, recordReceipt } = this;
    const plan = this.billing.selectedPlanId ?? 'general';
    Object.assign(this.billing, {
      loading: false,
      verified: true,
      message: { code: 'subscription-active' },
    } satisfies Partial<BillingState>);
    progress.clear();
    const name = slot?.name ?? null;
    setPremiumFlags.execute(
      plan === 'esports'
        ? { isPremiumUserESports: true, subscriptionESports: name }
        : { isPremiumUser: true, subscription: name },
    );
    recordReceipt.execute({
      kind: 'purchase',
      plan,
      planName: name,
      amount: slot?.price ?? null,
      currency: slot?.currency ?? 'BDT',
      validityDays: slot?.validityDays ?? 0,
      reference,
    });
    notification.execute({
      type: 'success',
      title: { code: 'subscription-successful' },
      text: { code: 'plan-active', planName: name ?? null, mobile: this.billing.mobile },
    });
    const back = this.findReturnPath.execute();
    this.storage.remove('previous-url');
    navigation.go(back ?? PATHS.plans, { replace: true });
  }
}
