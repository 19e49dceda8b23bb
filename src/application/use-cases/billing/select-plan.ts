import { normaliseMobile } from '../../../domain/mobile-number';
import type { NavigationPort } from '../../ports/navigation.port';
import type { BillingState } from '../../stores/billing.store';
import type { ProfileState } from '../../stores/profile.store';
import { findSlot, type SubscriptionState } from '../../stores/subscription.store';

export const PAYMENT_PATH = '/payment';

/**
 * 'Subscribe' on a pricing slot: a new purchase starts (any earlier one is forgotten) with the
 * profile's mobile number prefilled, and the user goes on to /payment to confirm it.
 */
export class SelectPlan {
  constructor(
    private readonly subscription: SubscriptionState,
    private readonly billing: BillingState,
    private readonly profile: ProfileState,
    private readonly navigation: NavigationPort,
  ) {}

  execute(pricingSlotId: string): boolean {
    const slot = findSlot(this.subscription, pricingSlotId);
    if (!slot || this.billing.loading) return false;
    const profileMobile = this.profile.profile?.mobile ?? '';
    Object.assign(this.billing, {
      selectedPlanId: slot.plan,
      pricingSlotId: slot.id,
      mobile: normaliseMobile(profileMobile) ?? profileMobile,
      otpSent: false,
      verified: false,
      error: null,
      message: null,
    } satisfies Partial<BillingState>);
    this.navigation.go(PAYMENT_PATH);
    return true;
  }
}
