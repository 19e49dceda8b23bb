import { Trans } from '@lingui/react/macro';
import { useFailureText } from '../../i18n/failure-text';
import { ProfileStore } from '../../../application/stores/profile.store';
import { LoadProfile } from '../../../application/use-cases/profile/load-profile';
import { useService, useStore } from '../../hooks/container-context';
import { ProfileSummary } from './profile-summary';
import { ProfileForm } from './profile-form';
import { AccountActions } from './account-actions';
import { BillingHistory } from './billing-history';
import styles from './profile.module.css';
import { RetryButton } from '../../components/retry-button';
import { DataSaverSection, SavedGamesSection } from './offline-and-data';
import { PageFrame } from '../../components/page-frame';
import { YourProgress } from './your-progress';

/** /profile (private): who the user is, their plans, the edit form, picture, password and logout. */
export function Component() {
  const state = useStore(ProfileStore);
  const loadProfile = useService(LoadProfile);
  const profile = state.profile;
  const failureText = useFailureText();

  return (
    <PageFrame title={<Trans>Profile</Trans>} className={styles.page}>
      {profile ? (
        <>
          <ProfileSummary profile={profile} />
          {/* Keyed by user: a different account gets a freshly prefilled form. */}
          <ProfileForm key={profile.userId} profile={profile} />
          <BillingHistory key={`billing-${profile.userId}`} />
          <YourProgress key={`progress-${profile.userId}`} />
          <AccountActions />
        </>
      ) : state.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>
            <Trans>Your profile could not be loaded.</Trans> {state.error && failureText(state.error)}
          </p>
          <RetryButton className="button" onRetry={() => void loadProfile.execute()} />
        </div>
      ) : (
        <ProfileSkeleton />
      )}
      {/* The device's own settings: shown even when the profile cannot load (offline). */}
      <SavedGamesSection />
      <DataSaverSection />
    </PageFrame>
  );
}

/** The card's outline while the profile loads (SessionEffects starts the load once logged in). */
function ProfileSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading your profile…</Trans>
      </span>
      <span className={`${styles.avatar} ${styles.shimmer}`} />
      <div className={styles.skeletonLines}>
        <span className={styles.shimmer} />
        <span className={styles.shimmer} />
        <span className={styles.shimmer} />
      </div>
    </div>
  );
}
