import { useEffect } from 'react';
import { KeepGameSessionAlive } from '../../../application/use-cases/games/keep-game-session-alive';
import { useService } from '../../hooks/container-context';

/**
 * Keeps the game session alive while the play screen shows it: an update every 30 s, one when the
 * page is hidden or unloaded (pagehide) and a last one when the player leaves the screen. The
 * pagehide update goes through the one HTTP client like every call (not navigator.sendBeacon,
 * which could not carry the bearer token), so it is best effort: a page being torn down may drop it.
 */
export function useSessionKeepAlive(sessionId: string | null): void {
  const keepAlive = useService(KeepGameSessionAlive);
  useEffect(() => {
    if (!sessionId) return;
    const running = keepAlive.execute(sessionId);
    const onPageHide = () => running.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      running.stop();
    };
  }, [sessionId, keepAlive]);
}
