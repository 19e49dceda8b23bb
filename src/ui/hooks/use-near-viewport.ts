import { useEffect, useState, type RefObject } from 'react';
import { useDataSaver } from './offline-hints';

/**
 * How far below the fold a section starts loading: two or three rows of a phone's compact cards
 * ahead of the thumb. More would load and draw half the home page during the first seconds, which
 * a cheap phone pays for in main-thread time (measured: /home TBT about 200 ms at 600 px, about
 * 120 ms at 300 px, docs/performance.md).
 */
const DEFAULT_MARGIN = '300px 0px';

/**
 * True once the element has come near the viewport, and from then on (it never turns false, so a
 * row loads once). Rows far below the fold keep their skeletons and send no request until the
 * player scrolls towards them, which keeps the first load light on a cheap phone on slow data.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin: string = DEFAULT_MARGIN,
  /** False while the page above may still move (its rows arriving): nothing is looked at before. */
  watching = true,
): boolean {
  // Data saver never loads ahead: a section loads once it is on screen.
  const rootMargin = useDataSaver() ? '0px' : margin;
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element || !watching) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near, watching]);

  return near;
}
