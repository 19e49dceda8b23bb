import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { RankChanges } from '../../domain/rank-changes';

/** Design brief: "Motion is short (≤ 200 ms for UI) and respects prefers-reduced-motion". */
export const ROW_SLIDE_MS = 200;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The rows of the board's body, each named by its player's key. */
const KEYED_ROWS = 'tbody tr[data-key]';
/** A row's vertical shift from its place, as a CSS transform. */
const SHIFTED_BY = (px: number): Keyframe => ({ transform: `translateY(${px}px)` });

const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * Rows that moved in a live update slide from where they were to their new place (FLIP: the new
 * layout is drawn, each moved row starts shifted back to its old place and glides home). Places
 * are kept relative to the table, once per update, for the rows in the page only: a board of any
 * size costs a few dozen measurements. A row that was not in the page before simply appears. Nothing moves for a player who prefers reduced motion, and neither focus nor the
 * scroll position is touched: the animation is a transform only.
 */
export function useRowSlide(table: RefObject<HTMLTableElement | null>, changes: RankChanges): void {
  const places = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const origin = element.getBoundingClientRect().top;
    const now = new Map<string, number>();
    const rows = element.querySelectorAll<HTMLTableRowElement>(KEYED_ROWS);
    const animate = !prefersReducedMotion();
    rows.forEach((row) => {
      const key = row.dataset.key!;
      const top = row.getBoundingClientRect().top - origin;
      now.set(key, top);
      const before = places.current.get(key);
      if (changes[key] === undefined || !animate || before === undefined || typeof row.animate !== 'function') return;
      const shift = before - top;
      if (shift === 0) return;
      row.animate([SHIFTED_BY(shift), SHIFTED_BY(0)], {
        duration: ROW_SLIDE_MS,
        easing: 'ease-out',
      });
    });
    places.current = now;
  }, [table, changes]);
}
