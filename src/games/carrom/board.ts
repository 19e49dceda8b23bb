/**
 * The carrom board in its own units (the playing surface is 1000 × 1000), its pieces and where
 * they start. Pure data: the physics, the shot and the match are in their own modules.
 */

export const U = 1000;
export const COIN_R = 26;
export const STRIKER_R = 34;
export const POCKET_R = 40;
export const POCKETS: ReadonlyArray<readonly [number, number]> = [
  [POCKET_R, POCKET_R],
  [U - POCKET_R, POCKET_R],
  [POCKET_R, U - POCKET_R],
  [U - POCKET_R, U - POCKET_R],
];
/** Distance of a baseline from its edge. */
export const BASE_D = 135;
/** The striker's centre stays between these along a baseline. */
export const BASE_MIN = 205;
export const BASE_MAX = U - BASE_MIN;
export const CENTRE_R = 140;
/** The striker is heavier than a coin. */
export const STRIKER_M = 1.7;

/** White, black, the red queen, or the striker. */
export type Kind = 'w' | 'b' | 'q' | 's';
export type CoinKind = Exclude<Kind, 's'>;

export interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
  m: number;
  kind: Kind;
  /** On the board (false: in a pocket). */
  on: boolean;
}

/** The two sides: one shoots up from the bottom baseline, two down from the top one. */
export type Side = 'one' | 'two';
export const baselineY = (side: Side): number => (side === 'two' ? BASE_D : U - BASE_D);

export const clamp = (v: number, a: number, b: number): number => Math.max(a, Math.min(b, v));

/** The queen in the centre, a ring of six around it and a ring of twelve outside: 19 coins. */
export function formation(): Array<{ x: number; y: number; kind: CoinKind }> {
  const out: Array<{ x: number; y: number; kind: CoinKind }> = [{ x: U / 2, y: U / 2, kind: 'q' }];
  const d = COIN_R * 2 + 1;
  for (let i = 0; i < 6; i += 1) {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    out.push({ x: U / 2 + Math.cos(a) * d, y: U / 2 + Math.sin(a) * d, kind: i % 2 ? 'b' : 'w' });
  }
  // Outer ring: six on the corners of the hexagon (two coins out) and six between them.
  for (let i = 0; i < 6; i += 1) {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    out.push({ x: U / 2 + Math.cos(a) * d * 2, y: U / 2 + Math.sin(a) * d * 2, kind: i % 2 ? 'w' : 'b' });
    const b = a + Math.PI / 6;
    out.push({
      x: U / 2 + Math.cos(b) * d * Math.sqrt(3),
      y: U / 2 + Math.sin(b) * d * Math.sqrt(3),
      kind: i % 2 ? 'b' : 'w',
    });
  }
  return out;
}

/** The 19 coins in formation and the striker (always last) on side one's baseline. */
export function startingPieces(): Piece[] {
  const coins = formation().map((c): Piece => ({ ...c, vx: 0, vy: 0, r: COIN_R, m: 1, on: true }));
  return [...coins, { x: U / 2, y: baselineY('one'), vx: 0, vy: 0, r: STRIKER_R, m: STRIKER_M, kind: 's', on: true }];
}

/** True when a disc of radius r at (x, y) would touch a coin on the board (the striker aside). */
export function overlapsAt(pieces: readonly Piece[], x: number, y: number, r: number): boolean {
  for (const p of pieces) if (p.kind !== 's' && p.on && (p.x - x) ** 2 + (p.y - y) ** 2 < (p.r + r + 1) ** 2) return true;
  return false;
}

/** The coins left on the board, of one kind or all. */
export function remaining(pieces: readonly Piece[], kind?: CoinKind): number {
  let n = 0;
  for (const p of pieces) if (p.on && p.kind !== 's' && (!kind || p.kind === kind)) n += 1;
  return n;
}
