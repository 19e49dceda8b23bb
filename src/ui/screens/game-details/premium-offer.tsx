import { Trans, useLingui } from '@lingui/react/macro';
import { GoToPlans } from '../../../application/use-cases/games/go-to-plans';
import { useAreaComponent } from '../../hooks/use-area-component';
import { useService } from '../../hooks/container-context';
import { Icon } from '../../components/icons';
import styles from './game-details.module.css';

// The prices come with the commerce area, fetched only for a premium game's page.
const loadCheapestPlan = () => import('../../components/cheapest-plan').then((m) => m.CheapestPlan);

/**
 * A premium game says so before Play is tapped: what unlocks it, from what price, and one way to
 * /plans that comes back to this game afterwards (GoToPlans remembers the page). Until the prices
 * arrive (or if they cannot) the offer still says the game is premium and still leads to the plans.
 */
export function PremiumOffer() {
  const { Component: CheapestPlan } = useAreaComponent('commerce', loadCheapestPlan);
  const goToPlans = useService(GoToPlans);
  const { t } = useLingui();
  return (
    <section className={styles.offer} aria-label={t`Premium game`}>
      <p className={styles.offerTitle}>
        <Icon name="lock" size={20} />
        <Trans>Premium game: included in every plan</Trans>
      </p>
      {CheapestPlan && <CheapestPlan className={styles.offerText} />}
      <button type="button" className="button" onClick={() => goToPlans.execute()}>
        <Trans>See plans</Trans>
      </button>
    </section>
  );
}
