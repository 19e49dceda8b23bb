import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { secondsUntilResend, type CodeFieldError, type VerifiesCode } from '../../application/use-cases/one-time-code-step';
import { SmsCodePort } from '../../application/ports/sms-code.port';
import { useService } from '../hooks/container-context';
import { useFormat } from '../i18n/format';
import { useFailureText } from '../i18n/failure-text';
import { FormField } from './form-field';
import styles from './account-card.module.css';

export interface OneTimeCodeFormProps {
  /** Where the code went (a mobile number or an email), shown so the user knows where to look. */
  sentTo: string;
  busy: boolean;
  /** The flow's code check; a refusal may come with a message for the field. */
  verify: VerifiesCode;
  onResend: () => void;
  resendAvailableAt: number | null;
  resending: boolean;
  /** Further actions under the form (e.g. 'Change details'). */
  children?: ReactNode;
}

/**
 * The code step shared by signup, password reset and billing: 'Verification code', 'Verify', and
 * 'Resend code' with its visible countdown. The typed code stays after a refusal so it can be fixed;
 * the refusal is said once, beside the field, and announced (role=alert). Where the browser can
 * read the SMS (WebOTP), the field fills itself; elsewhere autocomplete="one-time-code" lets the
 * keyboard offer it. Bangla digits are accepted (the code check reads them).
 */
export function OneTimeCodeForm({
  sentTo,
  busy,
  verify,
  onResend,
  resendAvailableAt,
  resending,
  children,
}: OneTimeCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeFieldError>();
  const input = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(resendAvailableAt);
  const waitId = useId();
  const sms = useService(SmsCodePort);
  const { t } = useLingui();
  const format = useFormat();
  const failureText = useFailureText();
  const codeFieldText = (problem: CodeFieldError): string => {
    if (problem.code === 'code-required') return t`Enter the code we sent you`;
    if (problem.code === 'refused') return failureText(problem);
    const length = format.number(problem.length);
    return t`The code is ${length} digits`;
  };

  // Listens for the SMS while the step is open; stops when it is left.
  useEffect(() => {
    const stop = new AbortController();
    void sms.receive(stop.signal).then((received) => {
      if (received && !stop.signal.aborted) setCode(received);
    });
    return () => stop.abort();
  }, [sms]);

  const seconds = format.number(secondsLeft);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await verify.execute(code);
    const message = outcome.ok ? undefined : outcome.fieldError;
    setError(message);
    if (message) input.current?.focus();
  }

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className={styles.lead}>
        <Trans>
          We sent a 6-digit code to <strong>{sentTo}</strong>. Enter it below.
        </Trans>
      </p>
      <FormField
        ref={input}
        label={t`Verification code`}
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        value={code}
        error={error && codeFieldText(error)}
        announceError
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Trans>Verifying…</Trans> : <Trans>Verify</Trans>}
      </button>
      <button
        type="button"
        className={`button button--ghost ${styles.secondary}`}
        disabled={secondsLeft > 0 || resending}
        aria-describedby={waitId}
        onClick={onResend}
      >
        <Trans>Resend code</Trans>
      </button>
      <p id={waitId} className={styles.links}>
        {secondsLeft > 0 ? t`You can ask for a new code in ${seconds} s.` : t`Did not get it? Ask for a new code.`}
      </p>
      {children}
    </form>
  );
}

/** Whole seconds until `timestamp`, re-rendering once a second while it counts down. */
function useSecondsUntil(timestamp: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntilResend(timestamp, now);
  useEffect(() => {
    setNow(Date.now());
    if (timestamp === null || timestamp <= Date.now()) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= timestamp) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [timestamp]);
  return secondsLeft;
}
