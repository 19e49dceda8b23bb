import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { gameDetailsPath } from '../../../domain/game';
import { useOpenGame } from './use-open-game';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useGameScore } from './use-game-score';
import { useFullscreen } from './use-fullscreen';
import { useOrientationHint } from './use-orientation-hint';
import { PlayBar } from './play-bar';
import { PlayStage } from './play-stage';
import { OrientationHint } from './orientation-hint';
import { PremiumDialog } from './premium-dialog';
import type { PlayLocationState } from './play-location';
import styles from './play.module.css';

/**
 * /play/{gameUniqueName}: the game fills the viewport above the shell (design brief "Play screen"),
 * in a sandboxed same-origin iframe, with a small bar (Exit game, the score, Fullscreen).
 */
export function Component() {
  const uniqueName = useParams().gameUniqueName ?? '';
  const { result, retry } = useOpenGame(uniqueName);
  const navigate = useNavigate();
  const location = useLocation();
  const overlay = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  const game = result?.game ?? null;
  const ready = result?.ok ? result : null;
  useSessionKeepAlive(ready?.sessionId ?? null);
  const score = useGameScore(frame, Boolean(ready));
  const fullscreen = useFullscreen(overlay, game?.orientation ?? null);
  const rotate = useOrientationHint(ready ? ready.game.orientation : null);
  useNoPageScroll();

  const exit = () => {
    // Back to the game page it came from (no second copy in the history), or to it for a deep link.
    if ((location.state as PlayLocationState | null)?.fromGamePage) void navigate(-1);
    else void navigate(gameDetailsPath({ uniqueName }), { replace: true });
  };

  return (
    <div className="page">
      <div ref={overlay} className={styles.overlay}>
        <PlayBar title={game?.name ?? 'Starting game'} score={score} fullscreen={fullscreen} onExit={exit} />
        {rotate && ready && <OrientationHint orientation={ready.game.orientation} />}
        <PlayStage result={result} frame={frame} onRetry={retry} />
      </div>
      {result && !result.ok && result.code === 'PREMIUM_REQUIRED' && (
        <PremiumDialog gameName={game?.name ?? ''} message={result.message} onClose={exit} />
      )}
    </div>
  );
}

/** The page behind the overlay must not scroll under the player's thumb. */
function useNoPageScroll(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.playing = '';
    return () => {
      delete root.dataset.playing;
    };
  }, []);
}
