import { ref } from 'valtio/vanilla';
import { PLAN_IDS, type PlanId } from '../../../domain/billing';
import type { BillingPort } from '../../ports/billing.port';
import type { SubscriptionState } from '../../stores/subscription.store';
import { runLoad } from '../run-load';

/**
 * GET /cms/pricing/slots and GET /auth/esports/pricing/slots (spec §7, "read data.pricingSlots"),
 * each plan loading on its own: "idle, loading, then succeeded or failed" (spec §4). Slots already
 * shown stay on screen while they are fetched again.
 */
export class LoadPricingSlots {
  constructor(
    private readonly billing: BillingPort,
    private readonly state: SubscriptionState,
  ) {}

  async execute(plans: readonly PlanId[] = PLAN_IDS): Promise<void> {
    await Promise.all(plans.map((plan) => this.load(plan)));
  }

  private async load(plan: PlanId): Promise<void> {
    const area = this.state[plan];
    if (area.status === 'loading') return;
    await runLoad(area, () => this.billing.pricingSlots(plan), {
      // A plain reference: a list of any length is stored without making each slot reactive.
      apply: (slots) => (area.slots = ref(slots)),
      fallback: 'billing-failed',
    });
  }
}
