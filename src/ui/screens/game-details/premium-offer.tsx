import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { GoToPlans } from '../../../application/use-cases/games/go-to-plans';
import { useFeatureArea } from '../../hooks/use-feature-area';
import { useService } from '../../hooks/container-context';
import { Icon } from '../../components/icons';
import styles from './game-details.module.css';

// The prices come with the commerce area, fetched only for a premium game's page.
const CheapestPlan = lazy(() => import('../../components/cheapest-plan').then((m) => ({ default: m.CheapestPlan })));

/**
 * A premium game says so before Play is tapped: what unlocks it, from what price, and one way to
 * /plans that comes back to this game afterwards (GoToPlans remembers the page). Until the prices
 * arrive (or if they cannot) the offer still says the game is premium and still leads to the plans.
 */
export function PremiumOffer() {
  const commerce = useFeatureArea('commerce');
  const goToPlans = useService(GoToPlans);
  const { t } = useLingui();
  return (
    <section className={styles.offer} aria-label={t`Premium game`}>
      <p className={styles.offerTitle}>
        <Icon name="lock" size={20} />
        <Trans>Premium game: included in every plan</Trans>
      </p>
      {commerce.state === 'ready' && (
        <Suspense fallback={null}>
          <CheapestPlan className={styles.offerText} />
        </Suspense>
      )}
      <button type="button" className="button" onClick={() => goToPlans.execute()}>
        <Trans>See plans</Trans>
      </button>
    </section>
  );
}
