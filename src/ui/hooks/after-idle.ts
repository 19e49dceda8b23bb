import { afterNextPaint } from './after-next-paint';

/**
 * The longest the code every page loads after its first screen (the offline queue's sender, the
 * app's offers and service worker, analytics) waits for the browser to be idle: on a phone kept
 * busy by the first screen's pictures and rows it still comes, this much later.
 */
export const IDLE_DEADLINE_MS = 3000;

/** Marked in the performance timeline when that code is first asked for (the size gate reads it). */
export const IDLE_MARK = 'portal:idle';

/**
 * Runs `run` once the first screen has been painted and the browser has nothing else to do (or
 * IDLE_DEADLINE_MS later at the latest), so that none of that code competes with the first
 * screen's pictures, data and input on slow mobile data. A browser that cannot tell when it is
 * idle runs it after the paint.
 * A part of the page below its first screen (the footer) passes `untilScroll`: when it says so
 * then (data saver is on), `run` waits further, until the player scrolls the page. Data saver:
 * "nothing loaded ahead"; a visit the player only looks at costs nothing more.
 */
export function afterIdle(run: () => void, untilScroll?: () => boolean): void {
  const go = () => {
    if (typeof performance !== 'undefined' && performance.getEntriesByName?.(IDLE_MARK).length === 0) {
      performance.mark(IDLE_MARK);
    }
    // The page's own scroll (a row's sideways scroll is not one): the player heads for what is below.
    if (untilScroll?.()) addEventListener('scroll', run, { once: true, passive: true });
    else run();
  };
  afterNextPaint(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: IDLE_DEADLINE_MS });
    else go();
  });
}
