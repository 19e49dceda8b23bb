import { Trans } from '@lingui/react/macro';
// The words of a failed start come when one is shown: the notices' words are shared with the
// tournament's page, and the play screen's first download carries only what shows the game.
import { NoticeText } from '../../layout/lazy-notice-text';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { EarlyGamePage, OpenGameResult } from '../../../application/use-cases/games/open-game';
import { GAME_NOT_FOUND_CODE } from '../../../application/use-cases/games/open-game';
import { NOT_IN_FAMILY_MODE } from '../../../application/use-cases/family/not-in-family-mode';
import styles from './play.module.css';
import { useGameAddress } from './use-game-address';
import { GameLoading } from './game-loading';
import { PATHS } from '../../../domain/route-paths';

/**
 * The game runs in an opaque origin: without allow-same-origin a same-origin game cannot reach the
 * portal's storage (the session token), its DOM, or lift its own sandbox (scripts + same-origin
 * together would allow all three). No allow-top-navigation, allow-popups or allow-forms either, so a
 * game can neither navigate the portal nor open windows. Our games keep their best score in memory.
 */
export const GAME_SANDBOX = 'allow-scripts allow-pointer-lock';

/**
 * The frame's sandbox attribute, always but for a bundled game played from this device's copy
 * without a network (docs/decisions/0042): Chromium sends no request of a sandboxed frame through
 * the service worker, so that frame could never open offline. That page is one self-contained file
 * whose own response header (`Content-Security-Policy: sandbox allow-scripts allow-pointer-lock`,
 * which the service worker adds if a kept copy lacks it) gives it the same opaque origin.
 */
export function frameSandbox(result: { playUrl: string; fromDevice?: true }): string | undefined {
  if (!result.fromDevice) return GAME_SANDBOX;
  const url = new URL(result.playUrl, window.location.href);
  return url.origin === window.location.origin && /^\/games\/[a-z0-9][a-z0-9-]*\/(index\.html)?$/i.test(url.pathname)
    ? undefined
    : GAME_SANDBOX;
}

export interface PlayStageProps {
  result: OpenGameResult | null;
  /** A free game's page, which loads while its session starts (OpenGame). */
  early?: EarlyGamePage | null;
  frame: RefObject<HTMLIFrameElement | null>;
  onRetry: () => void;
}

/**
 * What the game's frame shows: the started game, or a free game's page while its session starts
 * (OpenGame); nothing once the start has failed.
 */
export function framedGame(result: OpenGameResult | null, early: EarlyGamePage | null): EarlyGamePage | null {
  if (!result) return early;
  return result.ok ? result : null;
}

/** The game itself, or what stands in for it: starting, not found, or a failure to start. */
export function PlayStage({ result, early = null, frame, onRetry }: PlayStageProps) {
  const framed = framedGame(result, early);
  const address = useGameAddress(framed?.playUrl ?? '');
  // The address whose page has loaded, and how many times the player asked to load it again.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (framed) {
    const sandbox = result?.ok ? frameSandbox(result) : GAME_SANDBOX;
    return (
      <div className={styles.stage}>
        <iframe
          // The same frame goes on loading when the session answers; a copy from this device without a
          // network is framed anew, without the sandbox attribute (frameSandbox).
          key={`frame-${attempt}-${sandbox ?? 'own-header'}`}
          ref={frame}
          className={styles.frame}
          src={address}
          title={framed.game.name}
          sandbox={sandbox}
          allow="fullscreen; autoplay"
          onLoad={() => {
            setLoaded(address);
            // The keyboard goes to the game as soon as it is there.
            frame.current?.focus();
          }}
        />
        {/* The game's own picture and progress until its page has loaded and its session has answered. */}
        {loaded === address && result ? null : (
          <GameLoading key={`loading-${attempt}`} game={framed.game} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    );
  }
  if (!result) {
    return (
      <div className={styles.stage}>
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Starting the game…</Trans>
        </p>
      </div>
    );
  }
  // A started game is framed above.
  if (result.ok) return null;
  // A premium refusal is the dialog's; a guest has already been sent to /login.
  if (result.code === 'PREMIUM_REQUIRED' || result.code === 'LOGIN_REQUIRED') return <div className={styles.stage} />;
  return (
    <div className={styles.stage}>
      <div className={styles.problem} role="alert">
        {result.code === NOT_IN_FAMILY_MODE ? (
          <>
            <p>
              <Trans>This game is not available in family mode</Trans>
            </p>
            <p>
              <Trans>Family mode keeps this phone to games for children. There are lots of them to play!</Trans>
            </p>
          </>
        ) : (
          <p>
            <NoticeText notice={result.message} />
          </p>
        )}
        {result.code === GAME_NOT_FOUND_CODE || result.code === NOT_IN_FAMILY_MODE ? (
          <Link className="button" to={PATHS.home}>
            <Trans>Go to Home</Trans>
          </Link>
        ) : (
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
