import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameDetail } from '../../../domain/game';
import { useDownloadSize } from '../../hooks/offline-hints';
import { useSafeImage } from '../../hooks/use-safe-image';
import { useFormatBytes } from '../../i18n/bytes';
import styles from './play.module.css';

/** How long the game's page may take before the player is offered to load it again. */
export const FRAME_WAIT_MS = 15_000;

/**
 * Over the game's frame until the game's page has loaded: the game's own picture and name with a
 * moving bar (and, for a bundled game, what it costs to download), not a black frame that says
 * nothing on slow data. A page that has not loaded after FRAME_WAIT_MS gets "Try again", which
 * loads it afresh: nothing waits forever.
 */
export function GameLoading({ game, onRetry }: { game: GameDetail; onRetry: () => void }) {
  const { t } = useLingui();
  const late = useLate(FRAME_WAIT_MS);
  const picture = useSafeImage()(game.thumbnailUrl);
  const size = useDownloadSize(game.playUrl);
  const formatSize = useFormatBytes();
  const name = game.name;
  return (
    <div className={styles.gameLoading} role="status" aria-label={t`Loading ${name}`}>
      {picture ? <img className={styles.gameLoadingPicture} src={picture} alt="" width={320} height={240} /> : null}
      <p className={styles.gameLoadingName}>{name}</p>
      <span className={styles.gameLoadingBar} aria-hidden="true" />
      {late ? (
        <>
          <p>
            <Trans>The game is taking long to load.</Trans>
          </p>
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : size !== null ? (
        <p className={styles.gameLoadingSize}>{formatSize(size)}</p>
      ) : null}
    </div>
  );
}

/**
 * True once `ms` have passed since the loading picture appeared. Its own timer, not the tournament
 * page's useDeadline: that hook travels in the tournament's file, which the play screen's first
 * download leaves out.
 */
function useLate(ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return late;
}
