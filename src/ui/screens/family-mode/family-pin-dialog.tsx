import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyRefusal } from '../../../application/ports/family-gate.port';
import { Modal } from '../../components/modal';
import { useFamilyRefusalText } from './family-words';
import { PinField } from './pin-field';
import type { FamilyStep } from './use-family-step';

export interface FamilyPinDialogProps {
  /** The dialog's heading: what the PIN allows ("Parent's PIN to buy ৳25"). */
  title: string;
  /** The answer that opened the dialog or the last PIN's: needed, wrong (tries left) or locked. */
  refusal: FamilyRefusal;
  busy: boolean;
  onSubmit: (pin: string) => void;
  onClose: () => void;
}

/**
 * The parent's PIN, asked before a step family mode guards: a modal dialog (focus moved in and
 * kept there, Escape closes, focus returned) whose field is cleared and focused again after a
 * wrong PIN, saying how many tries are left, or until when the lock lasts. The PIN is kept only
 * while the dialog is open and is handed to the use case, never shown.
 */
export function FamilyPinDialog({ title, refusal, busy, onSubmit, onClose }: FamilyPinDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [answered, setAnswered] = useState(refusal);
  const text = useFamilyRefusalText();
  const locked = refusal.code === 'family-pin-locked' || refusal.code === 'family-pin-unchecked';
  const problem = refusal.code === 'family-pin-needed' ? undefined : text(refusal);

  // Each answer starts a fresh try: the wrong PIN is not left in the field. Emptied while the
  // answer renders, so the field is never seen holding the wrong PIN beside what was wrong with it.
  if (answered !== refusal) {
    setAnswered(refusal);
    setPin('');
  }
  useEffect(() => {
    if (!locked) input.current?.focus();
  }, [refusal, locked]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!locked && !busy) onSubmit(pin);
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      closeOnBackdrop={false}
      initialFocus={locked ? undefined : input}
      tone={locked ? 'error' : 'accent'}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {locked ? <Trans>Close</Trans> : <Trans>Not now</Trans>}
          </button>
          {locked ? null : (
            <button type="submit" form={formId} className="button" disabled={busy} aria-busy={busy || undefined}>
              <Trans>Continue</Trans>
            </button>
          )}
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <p>
          <Trans>Family mode is on on this phone. Only a parent can allow this.</Trans>
        </p>
        <PinField ref={input} label={t`Parent's PIN`} value={pin} disabled={locked} error={problem} onChange={setPin} />
      </form>
    </Modal>
  );
}

/** A guarded step's PIN dialog, open while the step asks for the PIN (use-family-step.ts). */
export function FamilyStepDialog({ step, ...dialog }: { step: FamilyStep } & Omit<FamilyPinDialogProps, 'refusal' | 'onClose'>) {
  return step.asking ? <FamilyPinDialog {...dialog} refusal={step.asking} onClose={step.close} /> : null;
}

/** A refusal said on the guarded step itself: the month's limit, the lock, a browser that cannot check a PIN. */
export function FamilyRefusalNote({ step, className }: { step: FamilyStep; className?: string }) {
  const text = useFamilyRefusalText();
  return step.refused ? (
    <p className={className} role="alert">
      {text(step.refused)}
    </p>
  ) : null;
}
