import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { limitsProblems, type FamilyLimits, type FamilyLimitsProblem } from '../../../domain/family-settings';
import type { FamilyModeView } from '../../../application/use-cases/family/read-family-mode';
import { ChangeFamilyMode } from '../../../application/use-cases/family/change-family-mode';
import { TurnOffFamilyMode } from '../../../application/use-cases/family/turn-off-family-mode';
import { useService } from '../../hooks/container-context';
import { FamilyPinDialog } from './family-pin-dialog';
import { useFamilyRefusalText } from './family-words';
import { draftOf, LimitsFields, limitsOf, type LimitsDraft } from './limits-fields';
import { NewPinFields, useNewPin } from './new-pin-fields';
import { useFamilyStep } from './use-family-step';
import styles from './family-mode.module.css';
import { TitledSection } from '../../components/titled-section';

type OnView = Extract<FamilyModeView, { on: true }>;
/** What the parent's PIN is asked for: the changes checked on the form, or turning family mode off. */
type Pending = { kind: 'change'; limits: FamilyLimits; newPin: string | null } | { kind: 'off' };

/** Family mode on: its limits and PIN changed, or family mode turned off, each with the parent's PIN. */
export function ChangeFamilyModeForm({ view, onDone }: { view: OnView; onDone: (said: string) => void }) {
  const { t } = useLingui();
  const change = useService(ChangeFamilyMode);
  const turnOff = useService(TurnOffFamilyMode);
  const family = useFamilyStep();
  const familyText = useFamilyRefusalText();
  const [draft, setDraft] = useState<LimitsDraft>(() => draftOf(view));
  const newPinFields = useNewPin(true);
  const [problems, setProblems] = useState<FamilyLimitsProblem[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPin = newPinFields.read();
    const limits = limitsOf(draft);
    const found = limitsProblems(null, limits);
    setProblems(found);
    setFailure(null);
    if (newPin.problem || found.length > 0) return;
    setPending({ kind: 'change', limits, newPin: newPin.pin });
    family.answer({ code: 'family-pin-needed' });
  }

  function onTurnOff() {
    setFailure(null);
    setPending({ kind: 'off' });
    family.answer({ code: 'family-pin-needed' });
  }

  async function withPin(pin: string) {
    if (!pending) return;
    setBusy(true);
    const result =
      pending.kind === 'off' ? await turnOff.execute(pin) : await change.execute(pin, pending.limits, pending.newPin);
    setBusy(false);
    switch (result.code) {
      case 'family-pin-wrong':
      case 'family-pin-locked':
      case 'family-pin-unchecked':
        family.answer(result);
        return;
      case 'family-mode-changed':
        family.answer(undefined);
        newPinFields.clear();
        onDone(t`Family mode's settings are saved.`);
        return;
      case 'family-mode-turned-off':
      case 'family-mode-off':
        family.answer(undefined);
        onDone(t`Family mode is off on this phone.`);
        return;
      case 'family-limits-problem':
        family.answer(undefined);
        setProblems(result.problems);
        return;
      case 'family-mode-not-saved':
        family.answer(undefined);
        setFailure(t`The change could not be kept on this device. Please try again.`);
    }
  }

  return (
    <>
      <TitledSection id="family-change-title" title={<Trans>Change family mode</Trans>} className={styles.card}>
        <form className={styles.form} noValidate onSubmit={onSave}>
          <LimitsFields draft={draft} problems={problems} onChange={setDraft} />
          <NewPinFields {...newPinFields.fields} labels={{ pin: t`New PIN (optional)`, again: t`The new PIN again` }} />
          {failure ? (
            <p className={styles.problem} role="alert">
              {failure}
            </p>
          ) : null}
          {family.refused ? (
            <p className={styles.problem} role="alert">
              {familyText(family.refused)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button">
              <Trans>Save changes</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={onTurnOff}>
              <Trans>Turn off family mode</Trans>
            </button>
          </div>
        </form>
      </TitledSection>
      {family.asking ? (
        <FamilyPinDialog
          title={pending?.kind === 'off' ? t`Parent's PIN to turn off family mode` : t`Parent's PIN to save the changes`}
          refusal={family.asking}
          busy={busy}
          onSubmit={(pin) => void withPin(pin)}
          onClose={family.close}
        />
      ) : null}
    </>
  );
}
