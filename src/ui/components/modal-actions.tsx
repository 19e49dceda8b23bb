import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A notification's buttons: Close, and its call to action when it has one (null: none) (Close then steps back
 * to a ghost button, so the action is the one that stands out).
 */
export function CloseOrAct({ action, onClose, onAct }: { action: ReactNode | null; onClose: () => void; onAct: () => void }) {
  return (
    <>
      <button type="button" className={action !== null ? 'button button--ghost' : 'button'} onClick={onClose}>
        <Trans>Close</Trans>
      </button>
      {action !== null && (
        <button type="button" className="button" onClick={onAct}>
          {action}
        </button>
      )}
    </>
  );
}
