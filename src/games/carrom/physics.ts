import { clamp, COIN_R, POCKET_R, POCKETS, U, type Kind, type Piece } from './board';

/**
 * The board's physics: circles that slide with friction, collide almost elastically and lose a
 * little energy on the cushions, and fall into a pocket whose mouth their centre reaches. Pure:
 * pieces and a step of dt seconds in, the moved pieces and what fell out.
 */

export interface Pocketing {
  /** The piece's index in the list. */
  index: number;
  kind: Kind;
  /** Where it was when it fell, and the pocket's centre (for drawing the fall). */
  x: number;
  y: number;
  px: number;
  py: number;
}

/** Speed lost per second besides the friction: a slight drag that grows with speed. */
const DRAG = 0.12;
/** Below this speed a piece stops. */
const REST = 6;
/** What a cushion gives back of the speed into it. */
const CUSHION = 0.72;
/** What a collision gives back of the speed along the line of centres. */
const RESTITUTION = 0.92;
/** Extra passes that only push overlapping pieces apart. */
const SEPARATE = 2;

/** The kinetic energy of the pieces on the board. */
export function energy(pieces: readonly Piece[]): number {
  let e = 0;
  for (const p of pieces) if (p.on) e += 0.5 * p.m * (p.vx * p.vx + p.vy * p.vy);
  return e;
}

export const stopped = (pieces: readonly Piece[]): boolean => pieces.every((p) => !p.on || (p.vx === 0 && p.vy === 0));

/**
 * Moves the pieces on by dt seconds with `friction` (units/s² of sliding deceleration), in as many
 * sub-steps as keep the fastest piece from passing through a coin.
 */
export function physics(pieces: readonly Piece[], dt: number, friction: number): { pieces: Piece[]; pocketed: Pocketing[] } {
  const out = pieces.map((p) => ({ ...p }));
  const pocketed: Pocketing[] = [];
  let vmax = 0;
  for (const p of out) if (p.on) vmax = Math.max(vmax, Math.abs(p.vx), Math.abs(p.vy));
  const steps = clamp(Math.ceil((vmax * dt) / (COIN_R * 0.35)), 1, 60);
  const h = dt / steps;
  for (let s = 0; s < steps; s += 1) {
    for (let i = 0; i < out.length; i += 1) {
      const p = out[i]!;
      if (!p.on) continue;
      slide(p, h, friction);
      const pocket = pocketAt(p.x, p.y);
      if (pocket) {
        pocketed.push({ index: i, kind: p.kind, x: p.x, y: p.y, px: pocket[0], py: pocket[1] });
        p.on = false;
        p.vx = 0;
        p.vy = 0;
        continue;
      }
      cushion(p);
    }
    let touched = false;
    for (let i = 0; i < out.length; i += 1)
      for (let j = i + 1; j < out.length; j += 1) touched = collide(out[i]!, out[j]!) || touched;
    // A push apart can press a piece into a third one: a few more pushes (no speed change) settle a cluster.
    for (let pass = 0; pass < SEPARATE && touched; pass += 1) {
      touched = false;
      for (let i = 0; i < out.length; i += 1)
        for (let j = i + 1; j < out.length; j += 1) touched = separate(out[i]!, out[j]!) !== null || touched;
    }
  }
  return { pieces: out, pocketed };
}

/** The pocket whose mouth a centre at (x, y) has reached, if any. */
function pocketAt(x: number, y: number): readonly [number, number] | undefined {
  const reach = (POCKET_R - 2) ** 2;
  for (const pocket of POCKETS) if ((x - pocket[0]) ** 2 + (y - pocket[1]) ** 2 < reach) return pocket;
  return undefined;
}

function slide(p: Piece, h: number, friction: number) {
  if (p.vx === 0 && p.vy === 0) return;
  const sp = Math.sqrt(p.vx * p.vx + p.vy * p.vy);
  // Slower than REST after this step's friction (a speed too small to square is 0 here too): it stops.
  const ns = Math.max(0, sp - friction * h - sp * DRAG * h);
  if (ns < REST) {
    p.vx = 0;
    p.vy = 0;
    return;
  }
  p.vx *= ns / sp;
  p.vy *= ns / sp;
  p.x += p.vx * h;
  p.y += p.vy * h;
}

/** Past a cushion: back on the board, the speed into the cushion turned round and reduced. */
function cushion(p: Piece) {
  const x = clamp(p.x, p.r, U - p.r);
  if (x !== p.x) {
    p.vx = Math.sign(x - p.x) * Math.abs(p.vx) * CUSHION;
    p.x = x;
  }
  const y = clamp(p.y, p.r, U - p.r);
  if (y !== p.y) {
    p.vy = Math.sign(y - p.y) * Math.abs(p.vy) * CUSHION;
    p.y = y;
  }
}

/**
 * Two overlapping pieces pushed apart in proportion to the other's mass; the line of centres
 * (from a to b) or null when they do not touch.
 */
function separate(a: Piece, b: Piece): [number, number] | null {
  if (!a.on || !b.on) return null;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const rr = a.r + b.r;
  if (Math.abs(dx) > rr || Math.abs(dy) > rr) return null;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d >= rr || d === 0) return null;
  const nx = dx / d;
  const ny = dy / d;
  const over = rr - d;
  const ia = 1 / a.m;
  const ib = 1 / b.m;
  a.x -= nx * over * (ia / (ia + ib));
  a.y -= ny * over * (ia / (ia + ib));
  b.x += nx * over * (ib / (ia + ib));
  b.y += ny * over * (ib / (ia + ib));
  return [nx, ny];
}

/** Two touching pieces are pushed apart, then exchange momentum along the line of centres. */
function collide(a: Piece, b: Piece): boolean {
  const n = separate(a, b);
  if (!n) return false;
  const [nx, ny] = n;
  const ia = 1 / a.m;
  const ib = 1 / b.m;
  const vn = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny;
  if (vn >= 0) return true;
  const j = (-(1 + RESTITUTION) * vn) / (ia + ib);
  a.vx -= j * ia * nx;
  a.vy -= j * ia * ny;
  b.vx += j * ib * nx;
  b.vy += j * ib * ny;
  return true;
}
