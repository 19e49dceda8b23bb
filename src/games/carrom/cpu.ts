import type { Rng } from '../engine/rng';
import { BASE_MAX, BASE_MIN, baselineY, clamp, COIN_R, overlapsAt, POCKETS, STRIKER_M, STRIKER_R, U, type Piece } from './board';
import { MAX_SHOT } from './pace';

/**
 * The computer's shot (it plays side two, from the top baseline): ghost-ball aiming at one of its
 * coins (or the queen) and a pocket, the clearest and straightest it finds, with an aiming error
 * and a power drawn from the game's generator.
 */

export interface CpuShot {
  x: number;
  angle: number;
  power: number;
}

const Y = baselineY('two');

/** A rough bell curve around 0 (sd about 1). */
const gauss = (rng: Rng) => (rng.next() + rng.next() + rng.next() - 1.5) * 1.4;

function pathClear(pieces: readonly Piece[], x0: number, y0: number, x1: number, y1: number, rad: number, skip: Piece) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1;
  for (const p of pieces) {
    if (!p.on || p.kind === 's' || p === skip) continue;
    const t = clamp(((p.x - x0) * dx + (p.y - y0) * dy) / len2, 0, 1);
    if ((x0 + dx * t - p.x) ** 2 + (y0 + dy * t - p.y) ** 2 < (rad + p.r) ** 2) return false;
  }
  return true;
}

interface Candidate {
  cost: number;
  x: number;
  gx: number;
  gy: number;
  cut: number;
  sd: number;
  cd: number;
}

function bestCandidate(pieces: readonly Piece[], targets: readonly Piece[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of targets) {
    for (const [px, py] of POCKETS) {
      const cd = Math.hypot(px - c.x, py - c.y);
      const ux = (px - c.x) / cd;
      const uy = (py - c.y) / cd;
      const gx = c.x - ux * (COIN_R + STRIKER_R);
      const gy = c.y - uy * (COIN_R + STRIKER_R);
      if (!pathClear(pieces, c.x, c.y, px, py, COIN_R * 0.9, c)) continue;
      for (let x = BASE_MIN; x <= BASE_MAX; x += 25) {
        if (overlapsAt(pieces, x, Y, STRIKER_R)) continue;
        const sd = Math.hypot(gx - x, gy - Y);
        const sx = (gx - x) / sd;
        const sy = (gy - Y) / sd;
        if (sy < 0.15) continue; // the computer shoots forward, down the board
        const cut = Math.acos(clamp(sx * ux + sy * uy, -1, 1));
        if (cut > 1.2) continue;
        if (!pathClear(pieces, x, Y, gx, gy, STRIKER_R * 0.95, c)) continue;
        const cost = cut * 2.2 + (sd + cd) / 900 + (c.kind === 'q' ? -0.3 : 0);
        if (!best || cost < best.cost) best = { cost, x, gx, gy, cut, sd, cd };
      }
    }
  }
  return best;
}

/**
 * The computer's next shot. `coverQueen` is true when it must cover the queen it pocketed (the
 * queen is then no target). `friction` and `error` (radians, about 1 sd) come from the speed.
 */
export function planCpuShot(pieces: readonly Piece[], coverQueen: boolean, friction: number, error: number, rng: Rng): CpuShot {
  const targets = pieces.filter((p) => p.on && (p.kind === 'b' || (p.kind === 'q' && !coverQueen)));
  const best = bestCandidate(pieces, targets);
  if (!best) {
    // Nothing clean: blast at the nearest own coin from the middle of the line.
    const near = (p: Piece) => Math.hypot(p.x - U / 2, p.y - Y);
    const c = targets.sort((a, b) => near(a) - near(b))[0] ?? pieces.find((p) => p.on && p.kind !== 's') ?? pieces[0]!;
    const x = clamp(c.x, BASE_MIN, BASE_MAX);
    const a = Math.atan2(c.x - x, Math.max(20, c.y - Y));
    return { x, angle: a + gauss(rng) * error, power: 0.85 };
  }
  const angle = Math.atan2(best.gx - best.x, best.gy - Y);
  // Speed the coin needs to reach the pocket with some to spare, then what the striker needs.
  const transfer = (Math.max(0.25, Math.cos(best.cut)) * (1.92 * STRIKER_M)) / (STRIKER_M + 1);
  const vc = Math.sqrt(2 * friction * best.cd) * 1.35 + 120;
  const vs = Math.sqrt((vc / transfer) ** 2 + 2 * friction * best.sd);
  const spread = 0.9 + rng.next() * 0.25;
  const power = clamp(((vs - 150) / (MAX_SHOT - 150)) * spread, 0.12, 1);
  return { x: best.x, angle: angle + gauss(rng) * error, power };
}
