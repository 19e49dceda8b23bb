import { BASE_MAX, BASE_MIN, baselineY, clamp, overlapsAt, STRIKER_R, type Piece, type Side } from './board';

/**
 * The striker on a baseline: where it may stand, how it slides along the line, and which way an
 * aim points. Pure: pieces in, a position out.
 */

/** The widest aim either side of straight ahead (radians). */
export const AIM_MAX = Math.PI * 0.62;

export const strikerOf = (pieces: readonly Piece[]): Piece => pieces[pieces.length - 1]!;

/** Side one shoots up the board, side two down; the aim is measured from that direction. */
export function aimVector(side: Side, aim: number): [number, number] {
  return side === 'two' ? [Math.sin(aim), Math.cos(aim)] : [Math.sin(aim), -Math.cos(aim)];
}

/** The spot on a side's baseline nearest to x where the striker touches no coin. */
export function freeSpot(pieces: readonly Piece[], side: Side, x: number): number {
  const y = baselineY(side);
  const at = clamp(x, BASE_MIN, BASE_MAX);
  if (!overlapsAt(pieces, at, y, STRIKER_R)) return at;
  for (let d = 4; d < BASE_MAX - BASE_MIN; d += 4) {
    if (at - d >= BASE_MIN && !overlapsAt(pieces, at - d, y, STRIKER_R)) return at - d;
    if (at + d <= BASE_MAX && !overlapsAt(pieces, at + d, y, STRIKER_R)) return at + d;
  }
  return at; // the whole line is blocked: extremely rare, allow it
}

/** The striker put back on a side's baseline at x, or at the nearest free spot to x. */
export function placed(pieces: readonly Piece[], side: Side, x: number): Piece[] {
  const out = pieces.slice();
  out[out.length - 1] = { ...strikerOf(pieces), x: freeSpot(pieces, side, x), y: baselineY(side), vx: 0, vy: 0, on: true };
  return out;
}

/**
 * Where the striker goes when the player slides it towards x along its baseline: past a coin in the
 * way to the first free spot beyond it, or nowhere (null) when it would not move or has no room.
 */
export function slideTo(pieces: readonly Piece[], side: Side, x: number): number | null {
  const s = strikerOf(pieces);
  const y = baselineY(side);
  const nx = clamp(x, BASE_MIN, BASE_MAX);
  if (Math.abs(nx - s.x) < 0.5) return null;
  if (!overlapsAt(pieces, nx, y, STRIKER_R)) return nx;
  const dir = Math.sign(nx - s.x);
  let t = nx;
  while (t >= BASE_MIN && t <= BASE_MAX && overlapsAt(pieces, t, y, STRIKER_R)) t += dir * 4;
  return t < BASE_MIN || t > BASE_MAX ? null : t;
}

/** The striker sits on a coin: it may not strike from there. */
export function strikerBlocked(pieces: readonly Piece[]): boolean {
  const s = strikerOf(pieces);
  return overlapsAt(pieces, s.x, s.y, STRIKER_R);
}
