import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import type { FieldProblem } from '../../../domain/field-problem';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { PasswordResetStore } from '../../../application/stores/password-reset.store';
import { RequestPasswordReset } from '../../../application/use-cases/password-reset/request-password-reset';
import { useService, useStore } from '../../hooks/container-context';
import { FormField } from '../../components/form-field';
import { PendingStatus } from '../../components/pending-status';
import { ACCOUNT_IDENTIFIER_INPUT } from '../../components/input-kinds';
import styles from '../../components/account-card.module.css';
import { PATHS } from '../../../domain/route-paths';

/** Step 1: who is resetting. One of email or mobile is sent; the use case decides which. */
export function FindAccountStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const { problemText } = useFieldProblemText();
  const requestReset = useService(RequestPasswordReset);
  const { status, sentTo } = useStore(PasswordResetStore);
  // Back from the code step: the account asked for is still there.
  const [identifier, setIdentifier] = useState(sentTo);
  const [error, setError] = useState<FieldProblem>();
  const input = useRef<HTMLInputElement>(null);
  const busy = status === 'loading';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await requestReset.execute(identifier);
    if (outcome.ok || !outcome.fieldError) return;
    setError(outcome.fieldError);
    input.current?.focus();
  }

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <Trans>Find your account</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Enter the email or mobile number of your account and we will send you a code.</Trans>
      </p>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField
          ref={input}
          label={t`Email or mobile number`}
          {...ACCOUNT_IDENTIFIER_INPUT}
          placeholder={t`you@example.com or 017XXXXXXXX`}
          value={identifier}
          error={error && problemText(error)}
          onChange={(e) => {
            setIdentifier(e.target.value);
            setError(undefined);
          }}
        />
        <button
          type="submit"
          className={`button ${styles.submit}${busy ? ' tap-pending' : ''}`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t`Sending code…` : t`Send code`}
        </button>
        <PendingStatus text={busy && t`Sending the code…`} />
      </form>
      <p className={styles.links}>
        <Trans>
          Remembered it? <Link to={PATHS.login}>Back to log in</Link>
        </Trans>
      </p>
    </>
  );
}
