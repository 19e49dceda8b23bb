import { useEffect } from 'react';
import { SubscriptionStore } from '../../../application/stores/subscription.store';
import { LoadPricingSlots } from '../../../application/use-cases/billing/load-pricing-slots';
import { GoToPlans } from '../../../application/use-cases/games/go-to-plans';
import { cheapestSlot, formatPrice, formatValidity } from '../../../domain/billing';
import { useFeatureArea } from '../../hooks/use-feature-area';
import { useService, useStore } from '../../hooks/container-context';
import { LockIcon } from '../../components/icons';
import styles from './game-details.module.css';

/**
 * A premium game says so before Play is tapped: what unlocks it, from what price, and one way to
 * /plans that comes back to this game afterwards (GoToPlans remembers the page). The prices come
 * with the commerce area, fetched only for a premium game; until they arrive (or if they cannot)
 * the offer still says the game is premium and still leads to the plans.
 */
export function PremiumOffer() {
  const commerce = useFeatureArea('commerce');
  const goToPlans = useService(GoToPlans);
  return (
    <section className={styles.offer} aria-label="Premium game">
      <p className={styles.offerTitle}>
        <LockIcon size={20} />
        Premium game: included in every plan
      </p>
      {commerce.state === 'ready' && <CheapestPlan />}
      <button type="button" className="button" onClick={() => goToPlans.execute()}>
        See plans
      </button>
    </section>
  );
}

function CheapestPlan() {
  const load = useService(LoadPricingSlots);
  const general = useStore(SubscriptionStore).general;
  useEffect(() => {
    if (general.status === 'idle') void load.execute(['general']);
  }, [general.status, load]);
  const slot = cheapestSlot(general.slots);
  if (!slot) return null;
  return (
    <p className={styles.offerText}>
      From <strong>{formatPrice(slot)}</strong> for {formatValidity(slot.validityDays)} with {slot.name}: every premium game and
      the tournaments.
    </p>
  );
}
