import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { Orientation } from '../../../domain/game';

/** Screen Orientation lock: Chrome on Android has it (in fullscreen only); the DOM types do not. */
type LockableOrientation = ScreenOrientation & { lock?: (orientation: Orientation) => Promise<void> };

const fullscreenSupported = (): boolean =>
  typeof document !== 'undefined' &&
  document.fullscreenEnabled === true &&
  typeof document.documentElement.requestFullscreen === 'function';

/**
 * The Fullscreen API on the play overlay (the whole overlay, so the bar with Exit stays
 * reachable). Unsupported browsers (iPhone Safari) get no button at all. In fullscreen the screen
 * is turned to the game's orientation where the browser allows it.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>, orientation: Orientation | null) {
  const [supported] = useState(fullscreenSupported);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!supported) return;
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      // Leaving the screen while in fullscreen must not strand the page in it.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [supported, target]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) {
        await document.exitFullscreen();
        return;
      }
      await target.current?.requestFullscreen({ navigationUI: 'hide' });
      const screenOrientation = globalThis.screen?.orientation as LockableOrientation | undefined;
      if (orientation) await screenOrientation?.lock?.(orientation).catch(() => undefined);
    } catch {
      // Refused (no user gesture, a policy): the game simply stays in the overlay.
    }
  }, [target, orientation]);

  return { supported, active, toggle };
}
