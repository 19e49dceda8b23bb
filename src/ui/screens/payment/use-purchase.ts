import { useEffect, useState } from 'react';
import type { PricingSlot } from '../../../domain/billing';
import { BillingStore, type BillingState } from '../../../application/stores/billing.store';
import { SubscriptionStore, findSlot } from '../../../application/stores/subscription.store';
import { LoadPricingSlots } from '../../../application/use-cases/billing/load-pricing-slots';
import { PurchaseProgress } from '../../../application/use-cases/billing/purchase-progress';
import { useService, useStore } from '../../hooks/container-context';

export interface Purchase {
  billing: Readonly<BillingState>;
  /** The slot being bought, once its plan's slots are loaded. */
  slot: PricingSlot | undefined;
  /** The slots are still on their way (after a reload or Back from the payment page). */
  slotLoading: boolean;
}

/**
 * What a buying step shows: the purchase in progress, brought back from the device when the step
 * opens with an empty state (a reload, Back from the operator's page), and its slot, loaded when
 * the step was opened directly.
 */
export function usePurchase(): Purchase {
  const progress = useService(PurchaseProgress);
  // Before the first render, so a restored step never flashes "No plan is being bought".
  useState(() => progress.execute());
  const billing = useStore(BillingStore);
  const subscription = useStore(SubscriptionStore);
  const loadSlots = useService(LoadPricingSlots);
  const plan = billing.selectedPlanId;
  const slot = findSlot(subscription, billing.pricingSlotId);
  const planStatus = plan ? subscription[plan].status : 'idle';

  useEffect(() => {
    if (plan && planStatus === 'idle') void loadSlots.execute([plan]);
  }, [plan, planStatus, loadSlots]);

  return { billing, slot, slotLoading: !slot && (planStatus === 'idle' || planStatus === 'loading') };
}
