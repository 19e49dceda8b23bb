import { Rng } from '../engine/rng';

/**
 * 2048's rules, apart from its drawing: slide every tile one way, merge equal neighbours once per
 * move, then a new tile (a 2, sometimes a 4) appears on a free cell. Pure: a move takes a state and
 * gives the next one, with all chance drawn from the state's own seeded generator.
 */

export type Move = 'up' | 'down' | 'left' | 'right';
export type Mode = 'classic' | 'big' | 'mini';
export const MODES = ['classic', 'big', 'mini'] as const satisfies readonly [Mode, ...Mode[]];

export interface Tile {
  /** Stable across moves, so that the view can slide the same element. */
  id: number;
  value: number;
  r: number;
  c: number;
}

export interface Board {
  size: number;
  /** The tile that wins: 2048, or 256 on the cramped 3×3 board. */
  goal: number;
  /** How often a new tile is a 4 (harder to pair) instead of a 2. */
  fourChance: number;
  tiles: Tile[];
  score: number;
  /** The goal was reached once; the player may keep going. */
  won: boolean;
  /** No move is left. */
  over: boolean;
  nextId: number;
  /** The generator's state, so that a resumed game draws what it would have drawn. */
  rng: number;
}

/**
 * The title's variant: classic (4×4 to 2048), big (a roomier 5×5 board, still to 2048) or mini (a
 * cramped 3×3 board where 256 wins). Speed is the difficulty: how often a new tile is a 4 instead of
 * a 2, from rarely to often.
 */
export function newBoard(mode: Mode, speed: 1 | 2 | 3, seed: number): Board {
  const size = { classic: 4, big: 5, mini: 3 }[mode];
  const board: Board = {
    size,
    goal: mode === 'mini' ? 256 : 2048,
    fourChance: { 1: 0.05, 2: 0.1, 3: 0.25 }[speed],
    tiles: [],
    score: 0,
    won: false,
    over: false,
    nextId: 1,
    rng: seed >>> 0,
  };
  return spawn(spawn(board));
}

const VECTORS: Record<Move, [number, number]> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

export function tileAt(board: Board, r: number, c: number): Tile | undefined {
  return board.tiles.find((t) => t.r === r && t.c === c);
}

export function freeCells(board: Board): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let r = 0; r < board.size; r += 1) for (let c = 0; c < board.size; c += 1) if (!tileAt(board, r, c)) out.push([r, c]);
  return out;
}

/** A new tile on a random free cell (a 4 with the board's chance, else a 2). */
export function spawn(board: Board): Board {
  const free = freeCells(board);
  if (free.length === 0) return board;
  const rng = new Rng(board.rng);
  const [r, c] = free[rng.int(free.length)]!;
  const value = rng.chance(board.fourChance) ? 4 : 2;
  return { ...board, tiles: [...board.tiles, { id: board.nextId, value, r, c }], nextId: board.nextId + 1, rng: rng.state };
}

/** What one move did, for the view to animate. */
export interface MoveResult {
  board: Board;
  moved: boolean;
  /** Tiles that slid into another and are gone, with the cell they slid to. */
  absorbed: Tile[];
  /** Ids of the tiles that doubled this move. */
  merged: number[];
  /** The tile that appeared after the move, if any. */
  spawned: Tile | null;
  /** The goal tile was made by this move, for the first time. */
  reachedGoal: boolean;
}

/**
 * Slides every tile towards `dir`. Tiles nearest the wall move first, so each slides into space
 * already settled by those ahead of it; a tile absorbs at most one other per move.
 */
export function move(board: Board, dir: Move): MoveResult {
  const unchanged: MoveResult = { board, moved: false, absorbed: [], merged: [], spawned: null, reachedGoal: false };
  if (board.over) return unchanged;
  const [dr, dc] = VECTORS[dir];
  const order = Array.from({ length: board.size }, (_, i) => i);
  const rows = dr === 1 ? [...order].reverse() : order;
  const cols = dc === 1 ? [...order].reverse() : order;
  const grid: Array<Array<Tile | null>> = order.map(() => order.map(() => null));
  const tiles = board.tiles.map((t) => ({ ...t }));
  for (const t of tiles) grid[t.r]![t.c] = t;
  const mergedInto = new Set<Tile>();
  const absorbed: Tile[] = [];
  let gained = 0;
  let moved = false;

  for (const r of rows) {
    for (const c of cols) {
      const tile = grid[r]![c];
      if (!tile) continue;
      let nr = r;
      let nc = c;
      let target: Tile | null = null;
      for (;;) {
        const tr = nr + dr;
        const tc = nc + dc;
        if (tr < 0 || tc < 0 || tr >= board.size || tc >= board.size) break;
        const other = grid[tr]![tc];
        if (!other) {
          nr = tr;
          nc = tc;
          continue;
        }
        if (other.value === tile.value && !mergedInto.has(other)) target = other;
        break;
      }
      if (target) {
        grid[r]![c] = null;
        target.value *= 2;
        mergedInto.add(target);
        gained += target.value;
        absorbed.push({ ...tile, r: target.r, c: target.c });
        moved = true;
      } else if (nr !== r || nc !== c) {
        grid[r]![c] = null;
        grid[nr]![nc] = tile;
        tile.r = nr;
        tile.c = nc;
        moved = true;
      }
    }
  }
  if (!moved) return unchanged;

  const gone = new Set(absorbed.map((t) => t.id));
  const reachedGoal = !board.won && [...mergedInto].some((t) => t.value >= board.goal);
  const slid: Board = {
    ...board,
    tiles: tiles.filter((t) => !gone.has(t.id)),
    score: board.score + gained,
    won: board.won || reachedGoal,
  };
  const next = spawn(slid);
  const spawned = next.tiles.length > slid.tiles.length ? next.tiles[next.tiles.length - 1]! : null;
  return {
    board: { ...next, over: !canMove(next) },
    moved,
    absorbed,
    merged: [...mergedInto].map((t) => t.id),
    spawned,
    reachedGoal,
  };
}

/** True while a free cell or two equal neighbours are left. */
export function canMove(board: Board): boolean {
  if (board.tiles.length < board.size * board.size) return true;
  return board.tiles.some((t) => {
    const right = tileAt(board, t.r, t.c + 1);
    const below = tileAt(board, t.r + 1, t.c);
    return right?.value === t.value || below?.value === t.value;
  });
}

/** The sum of every tile's value: a move never loses any of it, and only a new tile adds to it. */
export const totalValue = (board: Board): number => board.tiles.reduce((sum, t) => sum + t.value, 0);

const isWhole = (value: unknown, min = 0): value is number => Number.isInteger(value) && (value as number) >= min;

/** A saved board read back, or null when it is not a board of this mode's size. */
export function readBoard(saved: unknown, mode: Mode): Board | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const b = saved as Partial<Board>;
  const size = { classic: 4, big: 5, mini: 3 }[mode];
  if (b.size !== size || !isWhole(b.goal, 2) || typeof b.fourChance !== 'number' || !Array.isArray(b.tiles)) return null;
  if (!isWhole(b.score) || !isWhole(b.nextId, 1) || !isWhole(b.rng) || typeof b.won !== 'boolean' || typeof b.over !== 'boolean')
    return null;
  const cells = new Set<number>();
  for (const t of b.tiles as unknown[]) {
    const tile = t as Partial<Tile>;
    if (!isWhole(tile.id, 1) || !isWhole(tile.value, 2) || !isWhole(tile.r) || !isWhole(tile.c)) return null;
    if (tile.r >= size || tile.c >= size || cells.has(tile.r * size + tile.c)) return null;
    cells.add(tile.r * size + tile.c);
  }
  return b as Board;
}
