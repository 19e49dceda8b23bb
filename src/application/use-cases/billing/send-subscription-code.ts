import { normaliseMobile } from '../../../domain/mobile-number';
import { PATHS } from '../../../domain/route-paths';
import type { BillingPort } from '../../ports/billing.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { BillingState } from '../../stores/billing.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { ShowToast } from '../notifications/show-toast';
import { RESEND_COOLDOWN_MS, secondsUntilResend } from '../one-time-code-step';
import type { PurchaseProgress } from './purchase-progress';
import { billingFailure, FORWARDED_FROM_WEB } from './billing-messages';
import type { FieldProblem } from '../../../domain/field-problem';
import type { FamilyGatePort, FamilyRefusal } from '../../ports/family-gate.port';
import { findSlot, type SubscriptionState } from '../../stores/subscription.store';

/** `family`: family mode refused the purchase before any code was sent (the screen asks the PIN, or says why). */
export type SendCodeOutcome = { ok: true } | { ok: false; fieldError?: FieldProblem; family?: FamilyRefusal };

/**
 * Sends the billing code to the confirmed mobile number. Spec §7: general POST
 * /auth/subscription/otp/send {PricingSlotId, mobile, ForwardedFrom}; esports POST
 * /auth/esports/subscription/otp/send {PricingSlotId, mobile}. Spec §4: "otpSent becomes true
 * after a code is sent." The number is checked first (a Bangladeshi mobile; +880 and 880 prefixes
 * accepted) and sent in its canonical 01XXXXXXXXX form. With family mode on, the first code is sent
 * only after family mode allowed the purchase: "a PIN, asked before any one-time code is sent for a
 * purchase", and "a purchase that would pass [the monthly limit] is refused before the code is
 * sent". A resend is the same purchase, already allowed.
 */
export class SendSubscriptionCode {
  constructor(
    private readonly port: BillingPort,
    private readonly billing: BillingState,
    private readonly notification: ShowNotification,
    private readonly toast: ShowToast,
    private readonly navigation: NavigationPort,
    private readonly progress: PurchaseProgress,
    private readonly subscription: SubscriptionState,
    private readonly family: FamilyGatePort,
  ) {}

  /**
   * `resend`: the code step asks again for the number already confirmed, and stays where it is;
   * refused while the cooldown after the last code runs (RESEND_COOLDOWN_MS, shown on the step).
   * `pin`: the parent's PIN, typed for this purchase once family mode asked for it.
   */
  async execute(mobileText: string, options: { resend?: boolean; pin?: string } = {}): Promise<SendCodeOutcome> {
    const mobile = normaliseMobile(mobileText);
    if (!mobile) return { ok: false, fieldError: { code: 'mobile-invalid' } };
    const { selectedPlanId: plan, pricingSlotId } = this.billing;
    if (!plan || !pricingSlotId || this.billing.loading) return { ok: false };
    if (options.resend && secondsUntilResend(this.billing.resendAvailableAt, Date.now()) > 0) return { ok: false };

    Object.assign(this.billing, { loading: true, error: null });
    try {
      if (!options.resend) {
        // An unknown price is no number, which a monthly limit refuses rather than lets through.
        const price = findSlot(this.subscription, pricingSlotId)?.price ?? Number.NaN;
        const guard = await this.family.purchase(price, options.pin);
        if (guard.code !== 'family-allowed') {
          this.billing.loading = false;
          return { ok: false, family: guard };
        }
      }
      if (plan === 'esports') await this.port.sendEsportsSubscriptionCode({ pricingSlotId, mobile });
      else await this.port.sendSubscriptionCode({ pricingSlotId, mobile, forwardedFrom: FORWARDED_FROM_WEB });
      Object.assign(this.billing, {
        loading: false,
        mobile,
        otpSent: true,
        verified: false,
        resendAvailableAt: Date.now() + RESEND_COOLDOWN_MS,
      } satisfies Partial<BillingState>);
      this.progress.save();
      if (options.resend) this.toast.execute({ code: 'code-resent' }, 'success');
      else this.navigation.go(PATHS.paymentOtpVerification);
      return { ok: true };
    } catch (error) {
      Object.assign(this.billing, { loading: false, error: billingFailure(error) });
      this.notification.failed(error, 'billing-failed');
      return { ok: false };
    }
  }
}
