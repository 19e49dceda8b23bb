import { useEffect } from 'react';
import { SubscriptionStore } from '../../application/stores/subscription.store';
import { LoadPricingSlots } from '../../application/use-cases/billing/load-pricing-slots';
import { cheapestSlot, formatPrice, formatValidity } from '../../domain/billing';
import { useService, useStore } from '../hooks/container-context';

/** The cheapest plan that unlocks premium games, in words; nothing until the prices are known. */
export function CheapestPlan({ className }: { className?: string }) {
  const load = useService(LoadPricingSlots);
  const general = useStore(SubscriptionStore).general;
  useEffect(() => {
    if (general.status === 'idle') void load.execute(['general']);
  }, [general.status, load]);
  const slot = cheapestSlot(general.slots);
  if (!slot) return null;
  return (
    <p className={className}>
      From <strong>{formatPrice(slot)}</strong> for {formatValidity(slot.validityDays)} with {slot.name}: every premium game and
      the tournaments.
    </p>
  );
}
