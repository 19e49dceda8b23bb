import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { RestartPasswordReset } from '../../../application/use-cases/password-reset/restart-password-reset';
import { PasswordResetSteps } from '../../../application/use-cases/password-reset/password-reset-steps';
import { useStepEntries } from '../../hooks/use-step-entries';
import { useService, useStore } from '../../hooks/container-context';
import { AccountCard } from '../../components/account-card';
import { StepIndicator } from '../../components/step-indicator';
import { FindAccountStep } from './find-account-step';
import { ResetCodeStep } from './reset-code-step';
import { NewPasswordStep } from './new-password-step';
import { ResetDone } from './reset-done';
import styles from '../../components/account-card.module.css';

const STEP_NAMES = [msg`Account`, msg`Verify`, msg`New password`] as const;

/**
 * /forgot-password (public, no top bar). Spec §4: "Password reset flow goes to step 3 after the
 * code is verified." and "Password reset and change: idle, loading, succeeded or failed."
 * Each step is a history entry (Back and Forward move between the steps the flow has reached).
 * Leaving the screen forgets the flow (user id and verified code).
 */
export function Component() {
  const { i18n, t } = useLingui();
  const { step, status } = useStore(PasswordResetStore);
  const restart = useService(RestartPasswordReset);
  const steps = useService(PasswordResetSteps);
  const done = step === 3 && status === 'succeeded';
  const heading = useRef<HTMLHeadingElement>(null);
  const view = done ? 'done' : `step-${step}`;
  const shownView = useRef(view);
  useStepEntries(steps, done ? 'done' : step === 3 ? 'password' : step === 2 ? 'code' : 'account', 'done');

  useEffect(() => () => restart.execute(), [restart]);

  // Each new step is announced by moving focus to its heading (not on arrival at the screen).
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    heading.current?.focus();
  }, [view]);

  return (
    <AccountCard title={t`Reset password`} titleId="reset-title">
      <StepIndicator
        label={t`Password reset progress`}
        steps={STEP_NAMES.map((name) => i18n._(name))}
        current={step - 1}
        complete={done}
      />
      <div className={styles.step}>
        {done ? (
          <ResetDone headingRef={heading} />
        ) : step === 3 ? (
          <NewPasswordStep headingRef={heading} />
        ) : step === 2 ? (
          <ResetCodeStep headingRef={heading} />
        ) : (
          <FindAccountStep headingRef={heading} />
        )}
      </div>
    </AccountCard>
  );
}
