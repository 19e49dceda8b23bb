import { useLingui } from '@lingui/react/macro';
import { OfflineActionsStore } from '../../application/stores/offline-actions.store';
import { queuedFor, type QueuedGameAction } from '../../domain/queued-game-action';
import { useStore } from '../hooks/container-context';
import { useFormat } from '../i18n/format';
import styles from './offline.module.css';

/**
 * What the player did to this game while offline and is still waiting for the network: "pending",
 * so a like that has not flipped yet is not mistaken for a lost tap.
 */
export function QueuedActionsNote({ gameId }: { gameId: string }) {
  const { actions, sending } = useStore(OfflineActionsStore);
  const { t } = useLingui();
  const format = useFormat();
  const waiting = Object.values(queuedFor(actions, gameId));
  const describe = (action: QueuedGameAction): string => {
    const game = action.gameName;
    if (action.kind === 'like') return action.liked ? t`Like of ${game}` : t`Unlike of ${game}`;
    if (action.kind === 'favourite') {
      return action.bookmarked ? t`Adding ${game} to favourites` : t`Removing ${game} from favourites`;
    }
    const stars = format.number(action.rating);
    return t`Your ${stars}-star rating of ${game}`;
  };
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
