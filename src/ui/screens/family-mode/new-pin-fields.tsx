import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toAsciiDigits } from '../../../domain/digits';
import { isPinShaped } from '../../../domain/family-settings';
import { PinField } from './pin-field';

export interface NewPinDraft {
  pin: string;
  again: string;
}

export type NewPinProblem = 'not-four-digits' | 'not-the-same';
/** What is wrong with a new PIN, beside the field it concerns. */
export type NewPinFieldProblem = { problem: NewPinProblem; field: 'pin' | 'again' };

const NO_PIN: NewPinDraft = { pin: '', again: '' };

/**
 * A new PIN's two fields as a form keeps them: `read` checks what is typed and marks what is wrong
 * beside its field; typing again clears the mark; `clear` empties both once the PIN is used.
 */
export function useNewPin(optional = false) {
  const [draft, setDraft] = useState<NewPinDraft>(NO_PIN);
  const [problem, setProblem] = useState<NewPinFieldProblem | null>(null);
  return {
    read: () => {
      const read = readNewPin(draft, optional);
      setProblem(read.problem ? read : null);
      return read;
    },
    clear: () => setDraft(NO_PIN),
    mark: setProblem,
    fields: {
      draft,
      problem,
      onChange: (next: NewPinDraft) => {
        setDraft(next);
        setProblem(null);
      },
    },
  };
}

/**
 * A new PIN typed twice, read in ASCII digits (Bangla digits are the same PIN); `optional`: both
 * empty means no new PIN. Returns the PIN, null for none, or what is wrong with it.
 */
export function readNewPin(
  draft: NewPinDraft,
  optional = false,
): { pin: string | null; problem?: undefined } | NewPinFieldProblem {
  const pin = toAsciiDigits(draft.pin);
  const again = toAsciiDigits(draft.again);
  if (optional && pin === '' && again === '') return { pin: null };
  if (!isPinShaped(pin)) return { problem: 'not-four-digits', field: 'pin' };
  if (pin !== again) return { problem: 'not-the-same', field: 'again' };
  return { pin };
}

/** The two fields of a new PIN, with what is wrong beside the one it concerns. */
export function NewPinFields({
  draft,
  problem,
  labels,
  onChange,
}: {
  draft: NewPinDraft;
  problem: NewPinFieldProblem | null;
  labels: { pin: string; again: string };
  onChange: (draft: NewPinDraft) => void;
}) {
  const { t } = useLingui();
  const text = problem?.problem === 'not-the-same' ? t`The two PINs are not the same.` : t`The PIN is four digits.`;
  return (
    <>
      <PinField
        label={labels.pin}
        hint={t`Four digits a child does not know. It is never sent anywhere.`}
        value={draft.pin}
        error={problem?.field === 'pin' ? text : undefined}
        onChange={(pin) => onChange({ ...draft, pin })}
      />
      <PinField
        label={labels.again}
        value={draft.again}
        error={problem?.field === 'again' ? text : undefined}
        onChange={(again) => onChange({ ...draft, again })}
      />
    </>
  );
}
