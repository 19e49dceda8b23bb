import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameDetail } from '../../domain/game';
import { bundledGameSlug } from '../../domain/saved-games';
import { SaveGameForOffline } from '../../application/use-cases/offline/save-game-for-offline';
import { RemoveSavedGame } from '../../application/use-cases/offline/remove-saved-game';
import { useService } from '../hooks/container-context';
import { useSavedGames } from '../hooks/use-saved-games';
import { useFormatBytes } from '../i18n/bytes';
import type { SaveProblem } from '../../application/stores/saved-games.store';
import styles from './offline.module.css';

/**
 * A bundled game's page: its download size, whether it is saved on this device, and "Save for
 * offline" (design brief "Data is money: show a game's download size"). Games hosted elsewhere,
 * whose size the portal does not know, show nothing.
 */
export function SaveForOffline({ game }: { game: GameDetail }) {
  const { bundled, saved, busy, failure, status } = useSavedGames();
  const save = useService(SaveGameForOffline);
  const remove = useService(RemoveSavedGame);
  const sizeId = useId();
  const bytes = useFormatBytes();
  const problemText = useSaveProblemWords();
  const slug = bundledGameSlug(game.playUrl);
  const files = slug ? bundled?.[slug] : undefined;
  if (!files) {
    // A bundled game whose size is still on its way: its box keeps its place, so the page below it
    // does not move down when the size arrives.
    if (!slug || bundled || status === 'failed') return null;
    return (
      <div className={styles.offlineBox} aria-hidden="true">
        <span className={`skeleton ${styles.offlineLineSkeleton}`} />
        <span className={`skeleton ${styles.offlineButtonSkeleton}`} />
      </div>
    );
  }
  const isSaved = saved.some((s) => s.game.uniqueName === game.uniqueName);
  const working = busy === game.uniqueName;
  const size = bytes(files.bytes);
  return (
    <div className={styles.offlineBox}>
      <p id={sizeId} className={styles.offlineLine}>
        <span>
          <Trans>Download size: {size}</Trans>
        </span>
        <span className={isSaved ? styles.savedBadge : styles.notSaved}>
          {isSaved ? <Trans>Saved for offline</Trans> : <Trans>Not saved</Trans>}
        </span>
      </p>
      {isSaved ? (
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={sizeId}
          aria-disabled={working || undefined}
          onClick={() => void (working || remove.execute(game.uniqueName))}
        >
          {working ? <Trans>Removing…</Trans> : <Trans>Remove from device</Trans>}
        </button>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={sizeId}
          aria-disabled={working || undefined}
          onClick={() => void (working || save.execute(game))}
        >
          {working ? <Trans>Saving…</Trans> : <Trans>Save for offline</Trans>}
        </button>
      )}
      {failure?.uniqueName === game.uniqueName && (
        <p role="alert" className={styles.offlineError}>
          {problemText(failure.problem)}
        </p>
      )}
    </div>
  );
}

/** Why the save failed, in the active language. */
function useSaveProblemWords(): (problem: SaveProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    if (problem === 'no-room') return t`There is not enough space on this device to save this game.`;
    if (problem === 'no-network') return t`The game could not be downloaded. Check your connection and try again.`;
    return t`This game could not be saved on this device.`;
  };
}
