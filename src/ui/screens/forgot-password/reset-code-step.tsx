import type { RefObject } from 'react';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { VerifyResetCode } from '../../../application/use-cases/password-reset/verify-reset-code';
import { ResendResetCode } from '../../../application/use-cases/password-reset/resend-reset-code';
import { RestartPasswordReset } from '../../../application/use-cases/password-reset/restart-password-reset';
import { useService, useStore } from '../../hooks/container-context';
import { OneTimeCodeForm } from '../../components/one-time-code-form';
import styles from '../../components/account-card.module.css';

/** Step 2: the code; once verified the flow goes to step 3 (spec §4). */
export function ResetCodeStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { status, sentTo, resendAvailableAt, resending } = useStore(PasswordResetStore);
  const verify = useService(VerifyResetCode);
  const resend = useService(ResendResetCode);
  const restart = useService(RestartPasswordReset);

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
          Use a different account
        </button>
      </OneTimeCodeForm>
    </>
  );
}
