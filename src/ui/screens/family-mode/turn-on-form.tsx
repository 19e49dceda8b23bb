import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { limitsProblems, type FamilyLimitsProblem } from '../../../domain/family-settings';
import { TurnOnFamilyMode } from '../../../application/use-cases/family/turn-on-family-mode';
import { useService } from '../../hooks/container-context';
import { EMPTY_DRAFT, LimitsFields, limitsOf, type LimitsDraft } from './limits-fields';
import { NewPinFields, useNewPin } from './new-pin-fields';
import styles from './family-mode.module.css';
import { TitledSection } from '../../components/titled-section';
import { FamilySubmit } from './family-submit';

/** Family mode off: a parent turns it on with a four-digit PIN (asked twice) and the limits. */
export function TurnOnForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const turnOn = useService(TurnOnFamilyMode);
  const [draft, setDraft] = useState<LimitsDraft>(EMPTY_DRAFT);
  const newPin = useNewPin();
  const [problems, setProblems] = useState<FamilyLimitsProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = newPin.read();
    const limits = limitsOf(draft);
    const found = limitsProblems(null, limits);
    setProblems(found);
    setFailure(null);
    if (pin.problem || found.length > 0 || pin.pin === null) return;
    setBusy(true);
    const result = await turnOn.execute(pin.pin, limits);
    setBusy(false);
    newPin.clear();
    if (result.code === 'family-mode-on' || result.code === 'family-mode-already-on') onDone();
    else if (result.code === 'family-limits-problem') setProblems(result.problems);
    else
      setFailure(t`Family mode could not be kept on this device. Check that the browser keeps this site's data, then try again.`);
  }

  return (
    <TitledSection id="family-on-title" title={<Trans>Turn on family mode</Trans>} className={styles.card}>
      <p className={styles.note}>
        <Trans>
          For a phone shared with a child: a PIN before any purchase or cancellation, and limits you choose. It is kept on this
          phone only, and stays on after logging out.
        </Trans>
      </p>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <NewPinFields {...newPin.fields} labels={{ pin: t`Parent's PIN (4 digits)`, again: t`The PIN again` }} />
        <LimitsFields draft={draft} problems={problems} onChange={setDraft} />
        {failure ? (
          <p className={styles.problem} role="alert">
            {failure}
          </p>
        ) : null}
        <FamilySubmit busy={busy}>
          <Trans>Turn on family mode</Trans>
        </FamilySubmit>
      </form>
    </TitledSection>
  );
}
