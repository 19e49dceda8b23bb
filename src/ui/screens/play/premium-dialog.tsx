import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../../application/notices';
import { GoToPlans } from '../../../application/use-cases/games/go-to-plans';
import { useService } from '../../hooks/container-context';
import { Modal } from '../../components/modal';
import { Icon } from '../../components/icons';
// The server's reason in words that come when it is shown: the notices' words travel with the
// tournament's page, which a premium game's dialog does not need.
import { NoticeText } from '../../layout/lazy-notice-text';

export interface PremiumDialogProps {
  gameName: string;
  /** The server's reason, e.g. 'This is a premium game. Subscribe to play.' */
  message: Notice;
  onClose: () => void;
}

/** A premium game for a player without a plan: the way to /plans, and back here after buying. */
export function PremiumDialog({ gameName, message, onClose }: PremiumDialogProps) {
  const goToPlans = useService(GoToPlans);
  const { t } = useLingui();
  return (
    <Modal
      title={t`Premium game`}
      tone="warning"
      icon={<Icon name="crown" size={32} />}
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className="button" onClick={() => goToPlans.execute()}>
            <Trans>See plans</Trans>
          </button>
        </>
      }
    >
      {gameName && (
        <p>
          <Trans>
            <strong>{gameName}</strong> is part of the premium plans.
          </Trans>
        </p>
      )}
      <p>
        <NoticeText notice={message} />
      </p>
    </Modal>
  );
}
