import { Rng } from '../engine/rng';

/**
 * The minefield, with no drawing and no input: a field of cells, mines laid after the first dig
 * (so the first dig is always safe and opens an area), flood-fill of empty areas, flags and
 * chording. Pure: each move takes a field and gives a new one; chance comes from a seeded Rng.
 */

export interface Cell {
  mine: boolean;
  /** How many of the up-to-8 touching cells hold a mine. */
  near: number;
  open: boolean;
  flag: boolean;
}

export interface Field {
  cols: number;
  rows: number;
  mines: number;
  cells: Cell[];
  /** The mines are laid (by the first dig). */
  laid: boolean;
  /** Safe cells open. */
  opened: number;
  flags: number;
  /** The mine dug into, or -1. */
  exploded: number;
}

/** A cell opened by a dig, with its distance from where the spreading began (the view ripples by it). */
export interface Opened {
  i: number;
  dist: number;
}

/** What a dig or chord opened, and the mine dug into (-1 when none). */
export interface Dug {
  field: Field;
  opened: Opened[];
  mine: number;
}

/** A fresh field: every cell closed, no mines laid yet (they wait for the first dig). */
export function createField(cols: number, rows: number, mines: number): Field {
  const cells = Array.from({ length: cols * rows }, () => ({ mine: false, near: 0, open: false, flag: false }));
  return { cols, rows, mines, cells, laid: false, opened: 0, flags: 0, exploded: -1 };
}

/** Indexes of the up-to-8 cells touching cell i. */
export function neighbours(f: Pick<Field, 'cols' | 'rows'>, i: number): number[] {
  const x = i % f.cols;
  const y = Math.floor(i / f.cols);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx || dy) && nx >= 0 && ny >= 0 && nx < f.cols && ny < f.rows) out.push(ny * f.cols + nx);
    }
  }
  return out;
}

const copy = (f: Field): Field => ({ ...f, cells: f.cells.map((c) => ({ ...c })) });

/** Counts each cell's touching mines. */
function countNear(f: Field): void {
  f.cells.forEach((c, i) => {
    c.near = neighbours(f, i).filter((j) => f.cells[j]!.mine).length;
  });
}

/** A field with its mines on the given cells, laid and all closed (for tests and for checks). */
export function fieldWith(cols: number, rows: number, mines: readonly number[]): Field {
  const f = createField(cols, rows, mines.length);
  for (const i of mines) f.cells[i]!.mine = true;
  countNear(f);
  f.laid = true;
  return f;
}

/**
 * Lays the mines anywhere except the first dug cell and its neighbours, so that cell is a 0 and
 * the first dig opens an area. A field too crowded to keep the whole ring clear still keeps the
 * dug cell itself safe. Mutates f (a copy); returns the generator's next state.
 */
function layMines(f: Field, safe: number, seed: number): number {
  const rng = new Rng(seed);
  let keepClear = new Set([safe, ...neighbours(f, safe)]);
  if (f.cells.length - keepClear.size < f.mines) keepClear = new Set([safe]);
  const spots: number[] = [];
  for (let i = 0; i < f.cells.length; i += 1) if (!keepClear.has(i)) spots.push(i);
  for (let n = 0; n < f.mines && spots.length > 0; n += 1) {
    const pick = rng.int(spots.length);
    f.cells[spots[pick]!]!.mine = true;
    spots[pick] = spots[spots.length - 1]!;
    spots.pop();
  }
  countNear(f);
  f.laid = true;
  return rng.state;
}

/**
 * Opens the given cells, spreading through empty (0) cells like water: breadth first, so each
 * cell's distance is its ring from the start. Flagged cells stop the spreading. Mutates f (a copy).
 */
function openFrom(f: Field, starts: readonly number[]): { opened: Opened[]; mine: number } {
  const opened: Opened[] = [];
  let mine = -1;
  const queue: Opened[] = starts.map((i) => ({ i, dist: 0 }));
  for (let head = 0; head < queue.length; head += 1) {
    const { i, dist } = queue[head]!;
    const c = f.cells[i]!;
    if (c.open || c.flag) continue;
    c.open = true;
    if (c.mine) {
      if (mine < 0) mine = i;
      continue;
    }
    f.opened += 1;
    opened.push({ i, dist });
    if (c.near === 0)
      for (const j of neighbours(f, i)) if (!f.cells[j]!.open && !f.cells[j]!.flag) queue.push({ i: j, dist: dist + 1 });
  }
  if (mine >= 0) f.exploded = mine;
  return { opened, mine };
}

/**
 * Digs cell i; the first dig lays the mines from `seed` (the generator's state) and gives the
 * generator's next state. A flagged or open cell is not dug (nothing opened).
 */
export function dig(field: Field, i: number, seed: number): Dug & { seed: number } {
  const c = field.cells[i];
  if (!c || c.open || c.flag) return { field, opened: [], mine: -1, seed };
  const f = copy(field);
  const next = f.laid ? seed : layMines(f, i, seed);
  return { field: f, ...openFrom(f, [i]), seed: next };
}

/**
 * Chording: digging an open number whose flags are all placed opens every other neighbour at
 * once. Null when the cell can't chord (not a number, flags don't match, nothing to open).
 */
export function chord(field: Field, i: number): Dug | null {
  const c = field.cells[i];
  if (!c || !c.open || c.mine || c.near === 0) return null;
  const around = neighbours(field, i);
  const flags = around.filter((j) => field.cells[j]!.flag).length;
  const closed = around.filter((j) => !field.cells[j]!.open && !field.cells[j]!.flag);
  if (flags !== c.near || closed.length === 0) return null;
  const f = copy(field);
  return { field: f, ...openFrom(f, closed) };
}

/** Puts a flag on a closed cell or takes it off; null when the cell is open. */
export function toggleFlag(field: Field, i: number): Field | null {
  const c = field.cells[i];
  if (!c || c.open) return null;
  const f = copy(field);
  const cell = f.cells[i]!;
  cell.flag = !cell.flag;
  f.flags += cell.flag ? 1 : -1;
  return f;
}

/** Won when every cell without a mine is open (and none went off). */
export const cleared = (f: Field): boolean => f.laid && f.exploded < 0 && f.opened === f.cells.length - f.mines;

/** The field after a win: every mine not yet flagged gets its flag; the cells flagged, in order. */
export function flagTheRest(field: Field): { field: Field; flagged: number[] } {
  const f = copy(field);
  const flagged: number[] = [];
  f.cells.forEach((c, i) => {
    if (c.mine && !c.flag) {
      c.flag = true;
      f.flags += 1;
      flagged.push(i);
    }
  });
  return { field: f, flagged };
}

const isCell = (c: unknown): c is Cell => {
  if (typeof c !== 'object' || c === null) return false;
  const cell = c as Partial<Cell>;
  return (
    typeof cell.mine === 'boolean' &&
    typeof cell.open === 'boolean' &&
    typeof cell.flag === 'boolean' &&
    Number.isInteger(cell.near) &&
    cell.near! >= 0 &&
    cell.near! <= 8
  );
};

/**
 * A saved field read back, or null when it is not a consistent field of this size and mine count:
 * every count (numbers, opened, flags, mines) must match its cells.
 */
export function readField(saved: unknown, cols: number, rows: number, mines: number): Field | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const f = saved as Partial<Field>;
  if (f.cols !== cols || f.rows !== rows || f.mines !== mines || typeof f.laid !== 'boolean') return null;
  if (!Array.isArray(f.cells) || f.cells.length !== cols * rows || !f.cells.every(isCell)) return null;
  if (!Number.isInteger(f.exploded) || f.exploded! < -1 || f.exploded! >= f.cells.length) return null;
  const cells = f.cells;
  const mined = cells.filter((c) => c.mine).length;
  if (mined !== (f.laid ? mines : 0)) return null;
  if (f.opened !== cells.filter((c) => c.open && !c.mine).length) return null;
  if (f.flags !== cells.filter((c) => c.flag).length) return null;
  if (cells.some((c) => c.open && c.flag)) return null;
  if (cells.some((c, i) => c.near !== neighbours({ cols, rows }, i).filter((j) => cells[j]!.mine).length)) return null;
  const boom = f.exploded!;
  if (boom >= 0 && !(cells[boom]!.mine && cells[boom]!.open)) return null;
  return f as Field;
}
