import { useState } from 'react';
import type { FamilyRefusal } from '../../../application/ports/family-gate.port';

/** Answers the PIN dialog shows; any other refusal is said on the step itself. */
const ASKS_PIN: ReadonlySet<FamilyRefusal['code']> = new Set(['family-pin-needed', 'family-pin-wrong']);

export interface FamilyStep {
  /** The dialog is open with this answer (the PIN needed, a wrong PIN, or the lock it ran into). */
  asking: FamilyRefusal | null;
  /** A refusal said on the step: the monthly limit, the lock, or a browser that cannot check a PIN. */
  refused: FamilyRefusal | null;
  /** Takes a guarded call's answer: `undefined` when family mode did not refuse. */
  answer: (refusal: FamilyRefusal | undefined) => void;
  close: () => void;
}

/**
 * What a step that family mode guards (a purchase, a cancellation) shows of its answer. A lock met
 * while the dialog is open is said in the dialog; met before it, on the step, where no PIN is asked.
 */
export function useFamilyStep(): FamilyStep {
  const [asking, setAsking] = useState<FamilyRefusal | null>(null);
  const [refused, setRefused] = useState<FamilyRefusal | null>(null);
  return {
    asking,
    refused,
    answer: (refusal) => {
      const inDialog = refusal && (ASKS_PIN.has(refusal.code) || (asking !== null && refusal.code === 'family-pin-locked'));
      setAsking(inDialog ? refusal : null);
      setRefused(refusal && !inDialog ? refusal : null);
    },
    close: () => setAsking(null),
  };
}
