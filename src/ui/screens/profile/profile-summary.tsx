import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { displayName, type Profile } from '../../../domain/profile';
import { usePlanBadges } from '../../components/plan-badges';
import { ProfilePicture } from './profile-picture';
import styles from './profile.module.css';
import { PATHS } from '../../../domain/route-paths';

/** The account at a glance: picture, name, contact details (read-only) and both plans. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const badges = usePlanBadges(profile);
  return (
    <section className={styles.card} aria-labelledby="profile-summary-name">
      <ProfilePicture profile={profile} />
      <div className={styles.identity}>
        <h2 id="profile-summary-name" className={styles.name}>
          {displayName(profile) || t`Your account`}
        </h2>
        <dl className={styles.details}>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{profile.email || '—'}</dd>
          <dt>
            <Trans>Mobile</Trans>
          </dt>
          <dd>{profile.mobile || '—'}</dd>
        </dl>
        <div className={styles.plans}>
          <h3 className="visually-hidden">
            <Trans>Your plans</Trans>
          </h3>
          {badges.map(({ area, premium, text }) => (
            <p key={area} className={premium ? styles.premium : styles.free}>
              {text}
            </p>
          ))}
          <Link className={styles.plansLink} to={PATHS.plans}>
            <Trans>See plans</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
