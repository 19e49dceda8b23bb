import { useEffect, useState, type RefObject } from 'react';
import { pinSide, type PinSide, type RowBox } from '../../../domain/leaderboard-standing';

/** Phones have a bottom navigation bar below 1024 px (src/ui/layout/bottom-nav.module.css). */
const WIDE = '(min-width: 1024px)';
/** The signed-in player's own row, and the rows of a windowed board that say where they sit. */
const OWN_ROW = 'tbody tr[aria-current="true"]';
const INDEXED_ROWS = 'tbody tr[data-index]';

/** The part of the page between the sticky top bar and the bottom navigation. */
function visibleBox(): RowBox {
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.getPropertyValue('--topbar-h')) || 56;
  const wide = typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
  const bottomBar = wide ? 0 : parseFloat(root.getPropertyValue('--bottomnav-h')) || 60;
  return { top, bottom: window.innerHeight - bottomBar };
}

const nextFrame = (run: () => void): (() => void) => {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(run);
    return () => window.cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

/**
 * Which edge the player's own row is pinned to (see pinSide): looked at once a frame at most while
 * the page scrolls or resizes and after each new board, reading only the own row and the first and
 * last rows in the page.
 */
export function usePinSide(board: RefObject<HTMLElement | null>, ownIndex: number | null, version: unknown): PinSide {
  const [side, setSide] = useState<PinSide>(null);
  useEffect(() => {
    if (ownIndex === null) {
      setSide(null);
      return undefined;
    }
    let cancel: (() => void) | null = null;
    const update = () => {
      cancel = null;
      const element = board.current;
      if (!element) return;
      const row = element.querySelector<HTMLElement>(OWN_ROW);
      const indexed = element.querySelectorAll<HTMLElement>(INDEXED_ROWS);
      const shown =
        indexed.length > 0
          ? { first: Number(indexed[0]!.dataset.index), last: Number(indexed[indexed.length - 1]!.dataset.index) }
          : null;
      const box = row?.getBoundingClientRect();
      const table = element.querySelector('table')?.getBoundingClientRect() ?? element.getBoundingClientRect();
      setSide(
        pinSide({
          row: box ? { top: box.top, bottom: box.bottom } : null,
          board: { top: table.top, bottom: table.bottom },
          view: visibleBox(),
          ownIndex,
          shown,
        }),
      );
    };
    const schedule = () => {
      cancel ??= nextFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancel?.();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [board, ownIndex, version]);
  return side;
}
