import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * The strip's visible part, and half a strip width to its right: the cards a swipe reaches next.
 * On a phone a strip shows three cards, so the first six are enough until the player swipes; a
 * whole width ahead rendered a second six in every row of /home during its first second.
 */
const AHEAD = { top: '0px', right: '50%', bottom: '0px', left: '0px' };
const AHEAD_MARGIN = Object.values(AHEAD).join(' ');

/**
 * How many of a sideways strip's `total` items to render: `first` at once, then `step` more each
 * time the last rendered item comes within half a strip width of the strip's visible part. A phone
 * shows three cards of a row; a trending row has 60. Rendering all of them, in every row of /home,
 * was most of the page's main-thread work in its first seconds, for cards nobody had scrolled to.
 * The strip's list must be the scrolling element; without IntersectionObserver (jsdom) every item
 * renders at once.
 */
export function useItemsAsScrolled(list: RefObject<HTMLElement | null>, total: number, first: number, step: number): number {
  const observing = typeof IntersectionObserver === 'function';
  const [count, setCount] = useState(first);
  const shown = observing ? Math.min(count, total) : total;
  useEffect(() => {
    const strip = list.current;
    const last = strip?.lastElementChild;
    if (!observing || !strip || !last || shown >= total) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // In a transition: React renders the new cards in slices a tap can interrupt.
        startTransition(() => setCount((rendered) => rendered + step));
      },
      { root: strip, rootMargin: AHEAD_MARGIN },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [observing, list, shown, total, step]);
  return shown;
}
