/**
 * Breakout's wall of bricks: eight a row, six rows to a level; fortress's top rows take two or
 * three hits, and rush's wall creeps down with new rows coming in at the top. Pure: the field is a
 * fixed 360 × 520 world that the view scales to the screen.
 */

export type Mode = 'classic' | 'fortress' | 'rush';

export const W = 360;
export const H = 520;
export const COLS = 8;
export const ROWS = 6;
export const BRICK_H = 16;
export const ROW_STEP = BRICK_H + 6;
export const WALL_TOP = 64;
const MARGIN = 14;
const GAP = 6;
const BRICK_W = (W - MARGIN * 2 - GAP * (COLS - 1)) / COLS;

export interface Brick {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The row it was built in (rush's new rows count down from 0): its colour and its points. */
  row: number;
  points: number;
  /** Hits it still takes; it is removed at the hit that brings this to 0. */
  hits: number;
  maxHits: number;
}

/** Fortress: the two top rows take three hits, the next two take two; every other brick one. */
export const hitsForRow = (mode: Mode, row: number): number => (mode !== 'fortress' ? 1 : row < 2 ? 3 : row < 4 ? 2 : 1);

/** One row of bricks at height y: the higher rows are worth more, and a tough brick more again. */
export function brickRow(mode: Mode, row: number, y: number): Brick[] {
  const hits = hitsForRow(mode, row);
  const points = ((ROWS - (row % ROWS)) * 5 + 5) * hits;
  return Array.from({ length: COLS }, (_, c) => ({
    x: MARGIN + c * (BRICK_W + GAP),
    y,
    w: BRICK_W,
    h: BRICK_H,
    row,
    points,
    hits,
    maxHits: hits,
  }));
}

/** A level's wall: six full rows. */
export const buildWall = (mode: Mode): Brick[] =>
  Array.from({ length: ROWS }, (_, r) => brickRow(mode, r, WALL_TOP + r * ROW_STEP)).flat();

/** The lowest edge of the wall (0 when no brick is left). */
export const wallBottom = (bricks: readonly Brick[]): number => bricks.reduce((low, b) => Math.max(low, b.y + b.h), 0);
