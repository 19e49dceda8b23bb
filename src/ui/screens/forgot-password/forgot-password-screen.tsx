import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { RestartPasswordReset } from '../../../application/use-cases/password-reset/restart-password-reset';
import { VerifyResetCode } from '../../../application/use-cases/password-reset/verify-reset-code';
import { ResendResetCode } from '../../../application/use-cases/password-reset/resend-reset-code';
import { PasswordResetSteps } from '../../../application/use-cases/password-reset/password-reset-steps';
import { useStepEntries } from '../../hooks/use-step-entries';
import { useService, useStore } from '../../hooks/container-context';
import { AccountCard } from '../../components/account-card';
import { StepIndicator } from '../../components/step-indicator';
import { AccountDone } from '../../components/account-done';
import { CodeStep } from '../../components/code-step';
import { useStepHeading } from '../../hooks/use-step-heading';
import { PATHS } from '../../../domain/route-paths';
import { FindAccountStep } from './find-account-step';
import { NewPasswordStep } from './new-password-step';
import styles from '../../components/account-card.module.css';

const STEP_NAMES = [msg`Account`, msg`Verify`, msg`New password`] as const;

/** Step 2: the code; once verified the flow goes to step 3 (spec §4). */
const PASSWORD_RESET_CODE = {
  store: PasswordResetStore,
  verify: VerifyResetCode,
  resend: ResendResetCode,
  restart: RestartPasswordReset,
};

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
  const heading = useStepHeading(done ? 'done' : step);
  useStepEntries(steps, done ? 'done' : step === 3 ? 'password' : step === 2 ? 'code' : 'account', 'done');

  useEffect(() => () => restart.execute(), [restart]);

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
          <AccountDone
            headingRef={heading}
            title={t`All set`}
            lead={t`Your password has been reset.`}
            to={PATHS.login}
            action={t`Log in`}
          />
        ) : step === 3 ? (
          <NewPasswordStep headingRef={heading} />
        ) : step === 2 ? (
          <CodeStep headingRef={heading} flow={PASSWORD_RESET_CODE} restartLabel={t`Use a different account`} />
        ) : (
          <FindAccountStep headingRef={heading} />
        )}
      </div>
    </AccountCard>
  );
}
