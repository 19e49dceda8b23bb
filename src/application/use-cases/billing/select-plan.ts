import { normaliseMobile } from '../../../domain/mobile-number';
import type { PricingSlot } from '../../../domain/billing';
import { PATHS } from '../../../domain/route-paths';
import type { NavigationPort } from '../../ports/navigation.port';
import type { BillingState } from '../../stores/billing.store';
import type { ProfileState } from '../../stores/profile.store';
import { findSlot, type SubscriptionState } from '../../stores/subscription.store';
import type { PurchaseProgress } from './purchase-progress';

export type SelectPlanOutcome =
  | { ok: true }
  /** The slot is not on sale, or a purchase step is under way. */
  | { ok: false; reason: 'unavailable' }
  /** The player holds this very plan: it is never sold to them again. */
  | { ok: false; reason: 'already-held' }
  /** The player holds another plan of the same area: buying this one is a second charge, asked first. */
  | { ok: false; reason: 'needs-confirmation'; currentPlan: string | null };

/** The plan the profile says the player holds in the slot's area: held or not, and its name. */
export function heldPlan(profile: ProfileState, slot: Pick<PricingSlot, 'plan'>): { held: boolean; name: string | null } {
  const p = profile.profile;
  if (!p) return { held: false, name: null };
  return slot.plan === 'esports'
    ? { held: p.isPremiumUserESports, name: p.subscriptionESports }
    : { held: p.isPremiumUser, name: p.subscription };
}

/**
 * 'Subscribe' on a pricing slot: a new purchase starts (any earlier one is forgotten) with the
 * profile's mobile number prefilled, and the user goes on to /payment, where the plan's terms are
 * stated before any code is sent. A player never buys the plan they already hold, and buying a
 * second plan of an area where one is active (a second charge) needs `confirmedSecondPlan`.
 */
export class SelectPlan {
  constructor(
    private readonly subscription: SubscriptionState,
    private readonly billing: BillingState,
    private readonly profile: ProfileState,
    private readonly navigation: NavigationPort,
    private readonly progress: PurchaseProgress,
  ) {}

  execute(pricingSlotId: string, options: { confirmedSecondPlan?: boolean } = {}): SelectPlanOutcome {
    const slot = findSlot(this.subscription, pricingSlotId);
    if (!slot || this.billing.loading) return { ok: false, reason: 'unavailable' };
    const current = heldPlan(this.profile, slot);
    if (current.held && current.name === slot.name) return { ok: false, reason: 'already-held' };
    if (current.held && !options.confirmedSecondPlan) {
      return { ok: false, reason: 'needs-confirmation', currentPlan: current.name };
    }
    const profileMobile = this.profile.profile?.mobile ?? '';
    Object.assign(this.billing, {
      selectedPlanId: slot.plan,
      pricingSlotId: slot.id,
      mobile: normaliseMobile(profileMobile) ?? profileMobile,
      otpSent: false,
      verified: false,
      error: null,
      message: null,
      resendAvailableAt: null,
    } satisfies Partial<BillingState>);
    this.progress.save();
    this.navigation.go(PATHS.payment);
    return { ok: true };
  }
}
