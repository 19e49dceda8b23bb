import { useLingui } from '@lingui/react/macro';
import { OfflineActionsStore } from '../../application/stores/offline-actions.store';
import { queuedFor } from '../../domain/queued-game-action';
import { useStore } from '../hooks/container-context';
import { useQueuedActionWords } from './notice-text';
import styles from './offline.module.css';

/**
 * What the player did to this game while offline and is still waiting for the network: "pending",
 * so a like that has not flipped yet is not mistaken for a lost tap.
 */
export function QueuedActionsNote({ gameId }: { gameId: string }) {
  const { actions, sending } = useStore(OfflineActionsStore);
  const { t } = useLingui();
  const describe = useQueuedActionWords();
  const waiting = Object.values(queuedFor(actions, gameId));
  return (
    <div role="status" className={styles.pendingList}>
      {waiting.map((action) => {
        const what = describe(action);
        return (
          <p key={action.id} className={styles.pending}>
            <span className={styles.pendingDot} aria-hidden="true" />
            {sending ? t`${what}: pending, sending now…` : t`${what}: pending, sent when you are back online`}
          </p>
        );
      })}
    </div>
  );
}
