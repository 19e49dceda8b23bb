import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SignupStore, type SignupStep } from '../../../application/stores/signup.store';
import { RestartSignup } from '../../../application/use-cases/registration/restart-signup';
import { VerifySignupCode } from '../../../application/use-cases/registration/verify-signup-code';
import { ResendSignupCode } from '../../../application/use-cases/registration/resend-signup-code';
import { SignupSteps } from '../../../application/use-cases/registration/signup-steps';
import { useStepEntries } from '../../hooks/use-step-entries';
import { useService, useStore } from '../../hooks/container-context';
import { AccountCard } from '../../components/account-card';
import { StepIndicator } from '../../components/step-indicator';
import { AccountDone } from '../../components/account-done';
import { CodeStep } from '../../components/code-step';
import { useStepHeading } from '../../hooks/use-step-heading';
import { PATHS } from '../../../domain/route-paths';
import { emptySignupForm } from '../../../domain/signup-form';
import { SignupDetailsForm, type SignupDetailsValues } from './signup-details-form';
import styles from '../../components/account-card.module.css';

const STEP_NAMES = [msg`Your details`, msg`Verify`, msg`Ready`] as const;
/** Store steps 1, 3, 4 are the three visible steps (step 2, consent, is reserved and skipped). */
const VISIBLE_INDEX: Record<SignupStep, number> = { 1: 0, 2: 0, 3: 1, 4: 2 };

/** Step 3: the code sent to the new account's mobile number. A refused code shows the 'Failed' modal (spec §8). */
const SIGNUP_CODE = { store: SignupStore, verify: VerifySignupCode, resend: ResendSignupCode, restart: RestartSignup };

/**
 * /signup (public, no top bar). Spec §4: "Signup flow has steps. After code verification it goes
 * to step 4." The screen renders the step the SignupStore is on; each step is a history entry
 * (Back shows the details again, Forward the code step); leaving the screen restarts the flow.
 */
export function Component() {
  const { i18n, t } = useLingui();
  const { step } = useStore(SignupStore);
  const restart = useService(RestartSignup);
  const steps = useService(SignupSteps);
  useStepEntries(steps, step === 4 ? 'done' : step === 3 ? 'code' : 'details', 'done');
  // The typed details outlive the code step so 'Change details' brings them back (never the password).
  const [details, setDetails] = useState<SignupDetailsValues>(() => {
    const { password: _password, confirmPassword: _confirm, ...rest } = emptySignupForm();
    return rest;
  });
  const heading = useStepHeading(step);

  useEffect(() => () => restart.execute(), [restart]);

  return (
    <AccountCard title={t`Sign up`} titleId="signup-title">
      <StepIndicator
        label={t`Sign-up progress`}
        steps={STEP_NAMES.map((name) => i18n._(name))}
        current={VISIBLE_INDEX[step]}
        complete={step === 4}
      />
      <div className={styles.step}>
        {step === 4 ? (
          // Step 4: the account is verified and the user is logged in (StartSession ran in VerifySignupCode).
          <AccountDone
            headingRef={heading}
            title={t`Welcome aboard`}
            lead={t`Your account is ready and you are logged in.`}
            to={PATHS.home}
            action={t`Start playing`}
          />
        ) : step === 3 ? (
          <CodeStep headingRef={heading} flow={SIGNUP_CODE} restartLabel={t`Change details`} />
        ) : (
          <SignupDetailsForm headingRef={heading} values={details} onValuesChange={setDetails} />
        )}
      </div>
    </AccountCard>
  );
}
