import { OfflineActionsStore } from '../../application/stores/offline-actions.store';
import { describeQueued, queuedFor } from '../../domain/queued-game-action';
import { useStore } from '../hooks/container-context';
import styles from './offline.module.css';

/**
 * What the player did to this game while offline and is still waiting for the network: "pending",
 * so a like that has not flipped yet is not mistaken for a lost tap.
 */
export function QueuedActionsNote({ gameId }: { gameId: string }) {
  const { actions, sending } = useStore(OfflineActionsStore);
  const waiting = Object.values(queuedFor(actions, gameId));
  return (
    <div role="status" className={styles.pendingList}>
      {waiting.map((action) => (
        <p key={action.id} className={styles.pending}>
          <span className={styles.pendingDot} aria-hidden="true" />
          {describeQueued(action)}: pending, {sending ? 'sending now…' : 'sent when you are back online'}
        </p>
      ))}
    </div>
  );
}
