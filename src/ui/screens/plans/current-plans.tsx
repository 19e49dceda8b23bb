import { Trans } from '@lingui/react/macro';
import { ProfileStore } from '../../../application/stores/profile.store';
import { LoadProfile } from '../../../application/use-cases/profile/load-profile';
import { useService, useStore } from '../../hooks/container-context';
import { useFailureText } from '../../i18n/failure-text';
import styles from './plans.module.css';
import { LoadProblem } from '../../components/load-problem';
import { usePlanBadges } from '../../components/plan-badges';

/** The user's state in both plans, from the profile (spec §3: isPremiumUser, subscription, isPremiumUserESports, subscriptionESports). */
export function CurrentPlans() {
  const { profile, status, error } = useStore(ProfileStore);
  const load = useService(LoadProfile);
  const failureText = useFailureText();
  const badges = usePlanBadges(profile);

  return (
    <section className={styles.current} aria-labelledby="current-plans-title">
      <h2 id="current-plans-title" className="visually-hidden">
        <Trans>Your plans</Trans>
      </h2>
      {profile ? (
        <ul className={styles.badges}>
          {badges.map(({ area, premium, text }) => (
            <li key={area} className={premium ? styles.premium : styles.free}>
              {text}
            </li>
          ))}
        </ul>
      ) : status === 'failed' ? (
        <LoadProblem className={styles.problem} why={error && failureText(error)} onRetry={() => void load.execute()}>
          <Trans>Your current plans could not be loaded.</Trans>
        </LoadProblem>
      ) : (
        <div className={styles.badges} aria-busy="true">
          <span className="visually-hidden" role="status">
            <Trans>Loading your plans…</Trans>
          </span>
          <span className={`skeleton ${styles.badgeSkeleton}`} />
          <span className={`skeleton ${styles.badgeSkeleton}`} />
        </div>
      )}
    </section>
  );
}
