import { Link } from 'react-router-dom';
import { displayName, planStatus, type Profile } from '../../../domain/profile';
import { ProfilePicture } from './profile-picture';
import styles from './profile.module.css';

/** The account at a glance: picture, name, contact details (read-only) and both plans. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  return (
    <section className={styles.card} aria-labelledby="profile-summary-name">
      <ProfilePicture profile={profile} />
      <div className={styles.identity}>
        <h2 id="profile-summary-name" className={styles.name}>
          {displayName(profile) || 'Your account'}
        </h2>
        <dl className={styles.details}>
          <dt>Email</dt>
          <dd>{profile.email || '—'}</dd>
          <dt>Mobile</dt>
          <dd>{profile.mobile || '—'}</dd>
        </dl>
        <div className={styles.plans}>
          <h3 className="visually-hidden">Your plans</h3>
          <p className={profile.isPremiumUser ? styles.premium : styles.free}>
            {planStatus(profile.isPremiumUser, profile.subscription)}
          </p>
          <p className={profile.isPremiumUserESports ? styles.premium : styles.free}>
            {planStatus(profile.isPremiumUserESports, profile.subscriptionESports, 'esports')}
          </p>
          <Link className={styles.plansLink} to="/plans">
            See plans
          </Link>
        </div>
      </div>
    </section>
  );
}
