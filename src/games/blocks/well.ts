/**
 * Blocks' well: the stack, the falling piece, the queue and hold, and the moves on them (move,
 * turn with the old game's simple wall kicks, fall, drops, hold, lock, line clears and their
 * points). Pure and seeded: no drawing, timing or input. Each function changes the well it is
 * given (a plain JSON object, cheap to step sixty times a second) and says what it did.
 */
import { drawFromBag, ROTATIONS, type PieceType, type Shape } from './pieces';

export const COLS = 10;
export const ROWS = 20;
/** Two rows above the visible well where pieces appear and may still turn before they drop in. */
export const HIDDEN = 2;

/**
 * Simple wall kicks: when a turn is blocked, try the turned piece one step aside, then one row up
 * (so a piece resting on the stack can still turn), then two steps aside for the long bar.
 */
export const KICKS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [-1, 0],
  [1, 0],
  [0, -1],
  [-1, -1],
  [1, -1],
  [-2, 0],
  [2, 0],
];

/** Points for lines cleared at once, times the level: more lines at once pay far more. */
export const LINE_POINTS = [0, 100, 300, 500, 800] as const;

export type Cell = PieceType | null;

export interface Piece {
  type: PieceType;
  /** Quarter turns clockwise from the orientation it appears in, 0 to 3. */
  rot: number;
  x: number;
  y: number;
}

export interface Well {
  /** board[y][x] is null or the type of the piece that left the square; rows 0 and 1 are hidden. */
  board: Cell[][];
  /** What is left of the current 7-bag. */
  bag: PieceType[];
  /** The next three pieces. */
  queue: PieceType[];
  piece: Piece | null;
  hold: PieceType | null;
  canHold: boolean;
  score: number;
  lines: number;
  level: number;
  startLevel: number;
  /** Lines per level up (0: the level never rises). */
  levelEvery: number;
  over: boolean;
  /** The generator's state, for the bags still to come. */
  rng: number;
}

export const emptyRow = (): Cell[] => Array<Cell>(COLS).fill(null);

const nextType = (well: Well): PieceType => {
  const { type, rng } = drawFromBag(well.bag, well.rng);
  well.rng = rng;
  return type;
};

/** A new well, empty, with the first three pieces queued (none falling yet: spawn brings one in). */
export function newWell({
  startLevel = 1,
  levelEvery = 10,
  seed,
}: {
  startLevel?: number;
  levelEvery?: number;
  seed: number;
}): Well {
  const well: Well = {
    board: Array.from({ length: ROWS + HIDDEN }, emptyRow),
    bag: [],
    queue: [],
    piece: null,
    hold: null,
    canHold: true,
    score: 0,
    lines: 0,
    level: startLevel,
    startLevel,
    levelEvery,
    over: false,
    rng: seed >>> 0,
  };
  for (let i = 0; i < 3; i += 1) well.queue.push(nextType(well));
  return well;
}

export const shapeOf = (piece: Piece): Shape => ROTATIONS[piece.type][piece.rot]!;

/** True when the shape at (x, y) stays inside the walls and floor and covers no square of the stack. */
export function fits(board: readonly (readonly Cell[])[], m: Shape, x: number, y: number): boolean {
  for (let r = 0; r < m.length; r += 1) {
    for (let c = 0; c < m.length; c += 1) {
      if (!m[r]![c]) continue;
      const bx = x + c;
      const by = y + r;
      if (bx < 0 || bx >= COLS || by >= ROWS + HIDDEN) return false;
      if (by >= 0 && board[by]![bx]) return false;
    }
  }
  return true;
}

const pieceFits = (well: Well, p: Piece, dx = 0, dy = 0) => fits(well.board, shapeOf(p), p.x + dx, p.y + dy);

/** Puts a piece of `type` at the top; false (and the round over) when it has no room: block out. */
function place(well: Well, type: PieceType): boolean {
  const n = ROTATIONS[type][0]!.length;
  const piece: Piece = { type, rot: 0, x: Math.floor((COLS - n) / 2), y: type === 'I' ? HIDDEN - 1 : HIDDEN };
  // The bar's squares are on its second row; the others' on their first two.
  if (!pieceFits(well, piece)) piece.y -= 1;
  if (!pieceFits(well, piece)) piece.y -= 1;
  well.piece = piece;
  if (!pieceFits(well, piece)) well.over = true;
  return !well.over;
}

/** Brings in the next piece from the queue; false when it has no room (the round is over). */
export function spawn(well: Well): boolean {
  well.queue.push(nextType(well));
  well.canHold = true;
  return place(well, well.queue.shift()!);
}

/** One column aside; false when a wall or the stack is in the way. */
export function move(well: Well, dx: number): boolean {
  const p = well.piece;
  if (!p || !pieceFits(well, p, dx)) return false;
  p.x += dx;
  return true;
}

/** Turns the piece (dir 1 clockwise, -1 the other way), kicking it off walls; false if it cannot. */
export function rotate(well: Well, dir: 1 | -1): boolean {
  const p = well.piece;
  if (!p || p.type === 'O') return false;
  const rot = (p.rot + (dir > 0 ? 1 : 3)) % 4;
  const m = ROTATIONS[p.type][rot]!;
  for (const [kx, ky] of KICKS) {
    if (fits(well.board, m, p.x + kx, p.y + ky)) {
      p.rot = rot;
      p.x += kx;
      p.y += ky;
      return true;
    }
  }
  return false;
}

/** One row down; false when the piece is resting on something. */
export function fall(well: Well): boolean {
  const p = well.piece;
  if (!p || !pieceFits(well, p, 0, 1)) return false;
  p.y += 1;
  return true;
}

export const resting = (well: Well): boolean => !!well.piece && !pieceFits(well, well.piece, 0, 1);

/** The row the piece would land on: where the ghost is drawn. */
export function ghostY(well: Well): number {
  const p = well.piece;
  if (!p) return 0;
  let y = p.y;
  while (pieceFits(well, p, 0, y + 1 - p.y)) y += 1;
  return y;
}

/** Soft drop: one row down, a point per row. */
export function softDrop(well: Well): boolean {
  if (!fall(well)) return false;
  well.score += 1;
  return true;
}

/** Hard drop: straight down, two points per row; the caller locks the piece. Returns the rows fallen. */
export function hardDrop(well: Well): number {
  const p = well.piece;
  if (!p) return 0;
  const to = ghostY(well);
  const rows = to - p.y;
  p.y = to;
  well.score += rows * 2;
  return rows;
}

/** Swaps the piece with the held one (or the next piece); once per piece. */
export function holdPiece(well: Well): boolean {
  if (!well.piece || !well.canHold) return false;
  const held = well.hold;
  well.hold = well.piece.type;
  if (held) place(well, held);
  else {
    well.queue.push(nextType(well));
    place(well, well.queue.shift()!);
  }
  well.canHold = false;
  return true;
}

/**
 * Fixes the piece into the board. Returns the full rows (to flash before they go), or null when
 * the piece locked wholly above the well (lock out: the round is over).
 */
export function lock(well: Well): number[] | null {
  const p = well.piece;
  if (!p) return [];
  const m = shapeOf(p);
  let visible = false;
  for (let r = 0; r < m.length; r += 1) {
    for (let c = 0; c < m.length; c += 1) {
      if (!m[r]![c]) continue;
      const y = p.y + r;
      if (y >= 0) well.board[y]![p.x + c] = p.type;
      if (y >= HIDDEN) visible = true;
    }
  }
  well.piece = null;
  if (!visible) {
    well.over = true;
    return null;
  }
  const full: number[] = [];
  well.board.forEach((row, y) => {
    if (row.every(Boolean)) full.push(y);
  });
  return full;
}

/** Removes the full rows, drops the rows above them and scores them; returns the points won. */
export function clearRows(well: Well, full: readonly number[]): number {
  if (full.length === 0) return 0;
  well.board = well.board.filter((_, y) => !full.includes(y));
  while (well.board.length < ROWS + HIDDEN) well.board.unshift(emptyRow());
  const points = LINE_POINTS[Math.min(full.length, 4)]! * well.level;
  well.score += points;
  well.lines += full.length;
  if (well.levelEvery > 0) well.level = Math.max(well.level, well.startLevel + Math.floor(well.lines / well.levelEvery));
  return points;
}

/** Seconds a piece takes to fall one row at a level: each level is about a fifth faster. */
export function fallInterval(level: number): number {
  const l = Math.min(level, 20) - 1;
  return Math.max(0.03, Math.pow(0.8 - l * 0.007, l));
}
