import { useId } from 'react';
import type { GameDetail } from '../../domain/game';
import { bundledGameSlug, formatBytes } from '../../domain/saved-games';
import { SaveGameForOffline } from '../../application/use-cases/offline/save-game-for-offline';
import { RemoveSavedGame } from '../../application/use-cases/offline/remove-saved-game';
import { useService } from '../hooks/container-context';
import { useSavedGames } from '../hooks/use-saved-games';
import styles from './offline.module.css';

/**
 * A bundled game's page: its download size, whether it is saved on this device, and "Save for
 * offline" (design brief "Data is money: show a game's download size"). Games hosted elsewhere,
 * whose size the portal does not know, show nothing.
 */
export function SaveForOffline({ game }: { game: GameDetail }) {
  const { bundled, saved, busy, failure } = useSavedGames();
  const save = useService(SaveGameForOffline);
  const remove = useService(RemoveSavedGame);
  const sizeId = useId();
  const slug = bundledGameSlug(game.playUrl);
  const files = slug ? bundled?.[slug] : undefined;
  if (!files) return null;
  const isSaved = saved.some((s) => s.game.uniqueName === game.uniqueName);
  const working = busy === game.uniqueName;
  return (
    <div className={styles.offlineBox}>
      <p id={sizeId} className={styles.offlineLine}>
        <span>Download size: {formatBytes(files.bytes)}</span>
        <span className={isSaved ? styles.savedBadge : styles.notSaved}>{isSaved ? 'Saved for offline' : 'Not saved'}</span>
      </p>
      {isSaved ? (
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={sizeId}
          aria-disabled={working || undefined}
          onClick={() => void (working || remove.execute(game.uniqueName))}
        >
          {working ? 'Removing…' : 'Remove from device'}
        </button>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={sizeId}
          aria-disabled={working || undefined}
          onClick={() => void (working || save.execute(game))}
        >
          {working ? 'Saving…' : 'Save for offline'}
        </button>
      )}
      {failure?.uniqueName === game.uniqueName && (
        <p role="alert" className={styles.offlineError}>
          {failure.message}
        </p>
      )}
    </div>
  );
}
