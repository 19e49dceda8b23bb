import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toAsciiDigits } from '../../../domain/digits';
import {
  RequestPinResetCode,
  ResetForgottenPin,
  type PinResetRefusal,
} from '../../../application/use-cases/family/reset-forgotten-pin';
import { useService } from '../../hooks/container-context';
import { FormField } from '../../components/form-field';
import { NewPinFields, useNewPin } from './new-pin-fields';
import styles from './family-mode.module.css';
import { TitledSection } from '../../components/titled-section';
import { FamilySubmit } from './family-submit';

/**
 * "A forgotten PIN is reset only through a one-time code to the account's own number (the spec's
 * password-reset code flow), never by clearing it on the device silently."
 */
export function ForgotPin({ onDone }: { onDone: (said: string) => void }) {
  const { t } = useLingui();
  const request = useService(RequestPinResetCode);
  const reset = useService(ResetForgottenPin);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const newPin = useNewPin();
  const [codeProblem, setCodeProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refusalText = (refusal: PinResetRefusal): string => {
    switch (refusal.code) {
      case 'family-mode-off':
        return t`Family mode is off on this phone.`;
      case 'family-pin-reset-needs-account':
        return t`Log in to the account that turned on family mode to reset its PIN.`;
      case 'family-pin-reset-other-account':
        return t`Family mode was turned on from another account. Only that account can reset the PIN.`;
    }
  };

  async function onRequest() {
    setBusy(true);
    setProblem(null);
    const result = await request.execute();
    setBusy(false);
    if (result.code === 'family-pin-reset-code-sent') setSentTo(result.sentTo);
    else if (result.code === 'family-pin-reset-failed') setProblem(t`The code could not be sent. Please try again.`);
    else setProblem(refusalText(result));
  }

  async function onReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = newPin.read();
    const typed = toAsciiDigits(code).trim();
    setCodeProblem(typed === '' ? t`Enter the code from the SMS.` : undefined);
    setProblem(null);
    if (pin.problem || pin.pin === null || typed === '') return;
    setBusy(true);
    const result = await reset.execute(typed, pin.pin);
    setBusy(false);
    switch (result.code) {
      case 'family-pin-reset':
        setSentTo(null);
        setCode('');
        newPin.clear();
        onDone(t`The new PIN is set.`);
        return;
      case 'family-pin-reset-code-wrong':
        setCodeProblem(t`That code is not right. Check the SMS and try again.`);
        return;
      case 'family-pin-not-four-digits':
        newPin.mark({ problem: 'not-four-digits', field: 'pin' });
        return;
      case 'family-mode-not-saved':
        setProblem(t`The new PIN could not be kept on this device. Please try again.`);
        return;
      default:
        setProblem(refusalText(result));
    }
  }

  return (
    <TitledSection id="family-forgot-title" title={<Trans>Forgot the PIN?</Trans>} className={styles.card}>
      {sentTo === null ? (
        <>
          <p className={styles.note}>
            <Trans>We send a code to this account's mobile number. With it you choose a new PIN.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void onRequest()}>
              <Trans>Send a code to reset the PIN</Trans>
            </button>
          </div>
        </>
      ) : (
        <form className={styles.form} noValidate onSubmit={(e) => void onReset(e)}>
          <p className={styles.note} role="status">
            <Trans>A code was sent to {sentTo}.</Trans>
          </p>
          <FormField
            label={t`Code from the SMS`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={codeProblem}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeProblem(undefined);
            }}
          />
          <NewPinFields {...newPin.fields} labels={{ pin: t`New PIN (4 digits)`, again: t`The new PIN again` }} />
          <FamilySubmit busy={busy}>
            <Trans>Set the new PIN</Trans>
          </FamilySubmit>
        </form>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </TitledSection>
  );
}
