import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { ProfileStore } from '../../../application/stores/profile.store';
import { GoToPlans } from '../../../application/use-cases/games/go-to-plans';
import { RequireLogin } from '../../../application/use-cases/games/require-login';
import { registrationChecklist, type Requirement, type RequirementId } from '../../../domain/tournament-eligibility';
import { useService, useStore } from '../../hooks/container-context';
import styles from './registration-checklist.module.css';

const NEEDS: Record<RequirementId, string> = {
  account: 'A PlayZone account',
  plan: 'A premium plan',
  mobile: 'A verified mobile number',
};

const SAYS: Record<RequirementId, Record<Requirement['status'], string>> = {
  account: { met: 'You are logged in.', missing: 'Log in to register.', unknown: '' },
  plan: {
    met: 'Your plan includes tournaments.',
    missing: 'Tournaments are for premium members.',
    unknown: 'Log in to check your plan.',
  },
  mobile: {
    met: 'Your number is verified.',
    missing: 'Your number is confirmed with a one-time code when you get a plan.',
    unknown: 'Log in to check your number.',
  },
};

const MARK: Record<Requirement['status'], { icon: string; text: string }> = {
  met: { icon: '✓', text: 'Done' },
  missing: { icon: '✗', text: 'Missing' },
  unknown: { icon: '?', text: 'Not known yet' },
};

/**
 * Before Register: what registration needs (spec §6 "tournament registration requires a premium
 * user"; a verified mobile number, the one plans are billed to), whether the player has it, and
 * the one action that fixes each missing item. With everything in place, Register is one tap.
 */
export function RegistrationChecklist() {
  const auth = useStore(AuthStore);
  const { profile } = useStore(ProfileStore);
  const requireLogin = useService(RequireLogin);
  const goToPlans = useService(GoToPlans);
  const signedIn = isLoggedIn(auth);
  const checklist = registrationChecklist({ signedIn, profile: signedIn ? profile : null });

  const fix = (item: Requirement) => {
    if (item.status !== 'missing') return null;
    const [label, action] =
      item.id === 'account'
        ? ['Log in', () => void requireLogin.execute()]
        : item.id === 'plan'
          ? ['Get a plan', () => goToPlans.execute()]
          : ['Verify your number', () => goToPlans.execute()];
    return (
      <button type="button" className={`button button--ghost ${styles.fix}`} onClick={action}>
        {label}
      </button>
    );
  };

  return (
    <div className={styles.checklist}>
      <h2 id="registration-needs" className={styles.title}>
        To register you need
      </h2>
      <ul aria-labelledby="registration-needs" className={styles.list}>
        {checklist.map((item) => (
          <li key={item.id} className={styles[item.status]}>
            <span className={styles.mark} aria-hidden="true">
              {MARK[item.status].icon}
            </span>
            <span className={styles.text}>
              <strong>{NEEDS[item.id]}</strong>
              <span className="visually-hidden">{`: ${MARK[item.status].text}.`}</span>
              {SAYS[item.id][item.status] && <span className={styles.says}>{SAYS[item.id][item.status]}</span>}
            </span>
            {fix(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
