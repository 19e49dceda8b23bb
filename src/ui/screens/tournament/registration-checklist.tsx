import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { ProfileStore } from '../../../application/stores/profile.store';
import { GoToPlans } from '../../../application/use-cases/games/go-to-plans';
import { RequireLogin } from '../../../application/use-cases/games/require-login';
import { registrationChecklist, type Requirement, type RequirementId } from '../../../domain/tournament-eligibility';
import { useService, useStore } from '../../hooks/container-context';
import styles from './registration-checklist.module.css';

const NEEDS: Record<RequirementId, MessageDescriptor> = {
  account: msg`A PlayZone account`,
  plan: msg`A premium plan`,
  mobile: msg`A verified mobile number`,
};

const SAYS: Record<RequirementId, Record<Requirement['status'], MessageDescriptor | null>> = {
  account: { met: msg`You are logged in.`, missing: msg`Log in to register.`, unknown: null },
  plan: {
    met: msg`Your plan includes tournaments.`,
    missing: msg`Tournaments are for premium members.`,
    unknown: msg`Log in to check your plan.`,
  },
  mobile: {
    met: msg`Your number is verified.`,
    missing: msg`Your number is confirmed with a one-time code when you get a plan.`,
    unknown: msg`Log in to check your number.`,
  },
};

const MARK: Record<Requirement['status'], { icon: string; text: MessageDescriptor }> = {
  met: { icon: '✓', text: msg`Done` },
  missing: { icon: '✗', text: msg`Missing` },
  unknown: { icon: '?', text: msg`Not known yet` },
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
  const { t, i18n } = useLingui();
  const checklist = registrationChecklist({ signedIn, profile: signedIn ? profile : null });

  const fix = (item: Requirement) => {
    if (item.status !== 'missing') return null;
    const [label, action] =
      item.id === 'account'
        ? [t`Log in`, () => void requireLogin.execute()]
        : item.id === 'plan'
          ? [t`Get a plan`, () => goToPlans.execute()]
          : [t`Verify your number`, () => goToPlans.execute()];
    return (
      <button type="button" className={`button button--ghost ${styles.fix}`} onClick={action}>
        {label}
      </button>
    );
  };

  return (
    <div className={styles.checklist}>
      <h2 id="registration-needs" className={styles.title}>
        <Trans>To register you need</Trans>
      </h2>
      <ul aria-labelledby="registration-needs" className={styles.list}>
        {checklist.map((item) => {
          const mark = i18n._(MARK[item.status].text);
          const says = SAYS[item.id][item.status];
          return (
            <li key={item.id} className={styles[item.status]}>
              <span className={styles.mark} aria-hidden="true">
                {MARK[item.status].icon}
              </span>
              <span className={styles.text}>
                <strong>{i18n._(NEEDS[item.id])}</strong>
                <span className="visually-hidden">{`: ${mark}.`}</span>
                {says && <span className={styles.says}>{i18n._(says)}</span>}
              </span>
              {fix(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
