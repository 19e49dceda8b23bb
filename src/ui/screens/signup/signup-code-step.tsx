import type { RefObject } from 'react';
import { SignupStore } from '../../../application/stores/signup.store';
import { VerifySignupCode } from '../../../application/use-cases/registration/verify-signup-code';
import { ResendSignupCode } from '../../../application/use-cases/registration/resend-signup-code';
import { RestartSignup } from '../../../application/use-cases/registration/restart-signup';
import { useService, useStore } from '../../hooks/container-context';
import { OneTimeCodeForm } from '../../components/one-time-code-form';
import styles from '../../components/account-card.module.css';

/** Step 3: the code sent to the new account's mobile number. A refused code shows the 'Failed' modal (spec §8). */
export function SignupCodeStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { status, sentTo, resendAvailableAt, resending } = useStore(SignupStore);
  const verify = useService(VerifySignupCode);
  const resend = useService(ResendSignupCode);
  const restart = useService(RestartSignup);

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>Enter your code</h2>
      <OneTimeCodeForm
        sentTo={sentTo}
        busy={status === 'loading'}
        onVerify={async (code) => {
          const outcome = await verify.execute(code);
          return outcome.ok ? undefined : outcome.fieldError;
        }}
        onResend={() => void resend.execute()}
        resendAvailableAt={resendAvailableAt}
        resending={resending}
      >
        <button type="button" className={`button button--ghost ${styles.secondary}`} onClick={() => restart.execute()}>
          Change details
        </button>
      </OneTimeCodeForm>
    </>
  );
}
