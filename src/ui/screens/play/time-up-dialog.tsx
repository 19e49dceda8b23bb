import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyPinRefusal } from '../../../application/ports/family-gate.port';
import { Modal } from '../../components/modal';
import { Icon } from '../../components/icons';
import { FamilyPinDialog, FamilyRefusalNote } from '../family-mode/family-pin-dialog';
import { useFamilyStep } from '../family-mode/use-family-step';

export interface TimeUpDialogProps {
  /** The parent's PIN for 15 more minutes: undefined when granted, else why not. */
  onMoreTime: (pin: string) => Promise<FamilyPinRefusal | undefined>;
  onExit: () => void;
}

/**
 * "The portal says time is up for today, kindly, in the player's language; the parent's PIN grants
 * 15 more minutes." Shown once the round in play has ended; the game stays behind it as it ended.
 */
export function TimeUpDialog({ onMoreTime, onExit }: TimeUpDialogProps) {
  const { t } = useLingui();
  const family = useFamilyStep();
  const [busy, setBusy] = useState(false);

  async function withPin(pin: string) {
    setBusy(true);
    const refusal = await onMoreTime(pin);
    setBusy(false);
    family.answer(refusal);
  }

  if (family.asking) {
    return (
      <FamilyPinDialog
        title={t`Parent's PIN for 15 more minutes`}
        refusal={family.asking}
        busy={busy}
        onSubmit={(pin) => void withPin(pin)}
        onClose={family.close}
      />
    );
  }
  return (
    <Modal
      title={t`Time is up for today`}
      tone="accent"
      icon={<Icon name="checkCircle" size={32} />}
      onClose={onExit}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={() => family.answer({ code: 'family-pin-needed' })}>
            <Trans>15 more minutes</Trans>
          </button>
          <button type="button" className="button" onClick={onExit}>
            <Trans>Exit game</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>Well played! That was all of today's game time. The games will be here again tomorrow.</Trans>
      </p>
      <p>
        <Trans>A parent can give 15 more minutes with the family mode PIN.</Trans>
      </p>
      <FamilyRefusalNote step={family} />
    </Modal>
  );
}
