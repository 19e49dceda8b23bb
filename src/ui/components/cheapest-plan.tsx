import { useEffect } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubscriptionStore } from '../../application/stores/subscription.store';
import { LoadPricingSlots } from '../../application/use-cases/billing/load-pricing-slots';
import { cheapestSlot } from '../../domain/billing';
import { useService, useStore } from '../hooks/container-context';
import { usePrices } from '../i18n/price';

/** The cheapest plan that unlocks premium games, in words; nothing until the prices are known. */
export function CheapestPlan({ className }: { className?: string }) {
  const load = useService(LoadPricingSlots);
  const general = useStore(SubscriptionStore).general;
  const { t } = useLingui();
  const prices = usePrices();
  useEffect(() => {
    if (general.status === 'idle') void load.execute(['general']);
  }, [general.status, load]);
  const slot = cheapestSlot(general.slots);
  if (!slot) return null;
  const price = prices.offer(slot);
  const days = slot.validityDays;
  const validity = t`${plural(days, { one: '# day', other: '# days' })}`;
  const name = slot.name;
  return (
    <p className={className}>
      <Trans>
        From <strong>{price}</strong> for {validity} with {name}: every premium game and the tournaments.
      </Trans>
    </p>
  );
}
