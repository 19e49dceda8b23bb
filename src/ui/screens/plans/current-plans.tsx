import { planStatus } from '../../../domain/profile';
import { ProfileStore } from '../../../application/stores/profile.store';
import { LoadProfile } from '../../../application/use-cases/profile/load-profile';
import { useService, useStore } from '../../hooks/container-context';
import styles from './plans.module.css';
import { RetryButton } from '../../components/retry-button';

/** The user's state in both plans, from the profile (spec §3: isPremiumUser, subscription, isPremiumUserESports, subscriptionESports). */
export function CurrentPlans() {
  const { profile, status, error } = useStore(ProfileStore);
  const load = useService(LoadProfile);

  return (
    <section className={styles.current} aria-labelledby="current-plans-title">
      <h2 id="current-plans-title" className="visually-hidden">
        Your plans
      </h2>
      {profile ? (
        <ul className={styles.badges}>
          <li className={profile.isPremiumUser ? styles.premium : styles.free}>
            {planStatus(profile.isPremiumUser, profile.subscription)}
          </li>
          <li className={profile.isPremiumUserESports ? styles.premium : styles.free}>
            {planStatus(profile.isPremiumUserESports, profile.subscriptionESports, 'esports')}
          </li>
        </ul>
      ) : status === 'failed' ? (
        <div className={styles.problem} role="alert">
          <p>Your current plans could not be loaded. {error}</p>
          <RetryButton onRetry={() => void load.execute()} />
        </div>
      ) : (
        <div className={styles.badges} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your plans…
          </span>
          <span className={`skeleton ${styles.badgeSkeleton}`} />
          <span className={`skeleton ${styles.badgeSkeleton}`} />
        </div>
      )}
    </section>
  );
}
