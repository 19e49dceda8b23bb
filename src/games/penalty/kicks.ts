import type { Rng } from '../engine/rng';
import { keeperPose, keeperStops, type Dive } from './keeper';

/**
 * One kick's chances: where the computer's kicker puts the ball and what his tell shows, how a
 * player's strike drifts, where the computer's keeper guesses, and what happens on the goal line.
 * All chance comes from the Rng given.
 */

export type Speed = 1 | 2 | 3;
export type Dir = -1 | 0 | 1;
export type Outcome = 'goal' | 'saved' | 'post' | 'bar' | 'wide' | 'over';

/**
 * The title's speed: how fast the aim sweeps and the power meter runs, how sharp the computer's
 * keeper is, and how quickly the computer's kicker runs up, shows his tell and strikes (ms).
 */
export const PACE = {
  1: {
    sweepMs: 2600,
    meterMs: 1500,
    guess: 0.3,
    react: 200,
    diveMs: 440,
    runUp: 1700,
    tell: 750,
    flight: 760,
    honest: 0.9,
    readsEarly: 0.3,
  },
  2: {
    sweepMs: 1900,
    meterMs: 1150,
    guess: 0.4,
    react: 140,
    diveMs: 380,
    runUp: 1350,
    tell: 560,
    flight: 620,
    honest: 0.82,
    readsEarly: 0.45,
  },
  3: {
    sweepMs: 1300,
    meterMs: 850,
    guess: 0.5,
    react: 90,
    diveMs: 330,
    runUp: 1050,
    tell: 400,
    flight: 500,
    honest: 0.74,
    readsEarly: 0.6,
  },
} as const;
export type Pace = (typeof PACE)[Speed];

/** The power that beats the keeper without flying over. */
export const SWEET = [0.58, 0.84] as const;
/** How long the player's own dive takes, in ms. */
export const PLAYER_DIVE_MS = 300;
const POST = 0.035; // the posts and bar, in goal units, either side of the frame

export const clamp = (v: number, a: number, b: number): number => Math.max(a, Math.min(b, v));
/** Which third of the goal a spot is in: left, centre or right. */
export const zoneOf = (x: number): Dir => (x < -0.33 ? -1 : x > 0.33 ? 1 : 0);
/** One of the two other thirds, drawn from the Rng. */
const otherThan = (zone: Dir, rng: Rng): Dir => ([-1, 0, 1] as const).filter((d) => d !== zone)[rng.int(2)]!;

/** Where a ball is struck to: the spot on the goal line, its bend and its loft. */
export interface Target {
  tx: number;
  th: number;
  curve: number;
  arc: number;
}

/** The computer's shot into a third of the goal: about one in ten goes wide or over. */
export function aimIn(zone: Dir, rng: Rng): Target {
  let tx = zone === 0 ? rng.range(-0.25, 0.25) : zone * rng.range(0.5, 0.94);
  let th = rng.range(0.08, 0.9);
  if (rng.next() < 0.1) {
    if (zone !== 0 && rng.next() < 0.6) tx = zone * rng.range(1.06, 1.3);
    else th = rng.range(1.06, 1.4);
  }
  const side = zone || (rng.next() < 0.5 ? -1 : 1);
  return { tx, th, curve: side * rng.range(0.08, 0.2), arc: rng.range(0.05, 0.2) };
}

/** The computer's kick: a corner or the middle, and a tell that is usually honest. */
export function computerKick(pace: Pace, rng: Rng): Target & { zone: Dir; tellDir: Dir; power: number } {
  const r = rng.next();
  const zone: Dir = r < 0.4 ? -1 : r < 0.8 ? 1 : 0;
  const target = aimIn(zone, rng);
  const honest = rng.next() < pace.honest;
  const tellDir = honest ? zone : otherThan(zone, rng);
  return { ...target, zone, tellDir, power: rng.range(0.55, 0.8) };
}

/** The player's strike: a mishit drifts a little, an overhit rises. */
export function playerStrike(power: number, x: number, h: number, rng: Rng): Target {
  const sweet = power >= SWEET[0] && power <= SWEET[1];
  const wobble = sweet ? 0.05 : 0.1;
  const tx = x + rng.range(-wobble, wobble);
  const th = Math.max(0.02, h + rng.range(-wobble, wobble) + (power > SWEET[1] ? (power - SWEET[1]) * 2.8 : 0));
  return { tx, th, curve: (x >= 0 ? 1 : -1) * rng.range(0.1, 0.2), arc: 0.06 + power * 0.12 };
}

/**
 * The computer's keeper guesses: a sharper keeper at a higher speed, sharper still in a long run
 * (streak), and a weak shot gives him time to get across. Even a right guess cannot reach the very
 * corners: a shot tucked inside the post is a goal.
 */
export function keeperDive(shot: { tx: number; th: number; power: number }, pace: Pace, streak: number, rng: Rng): Dive {
  const weak = Math.max(0, SWEET[0] - shot.power) * 1.5;
  const guessRight = rng.next() < Math.min(0.85, pace.guess + streak * 0.035 + weak);
  const zone = zoneOf(shot.tx);
  const hold = 600 / pace.diveMs;
  if (guessRight) {
    const tx = clamp(shot.tx + rng.range(-0.12, 0.12), -0.72, 0.72);
    return { dir: zone, tx, th: clamp(shot.th + rng.range(-0.15, 0.15), 0, 0.75), hold };
  }
  const dir = otherThan(zone, rng);
  return { dir, tx: dir * 0.7, th: rng.range(0.2, 0.7), hold };
}

/**
 * The player's dive as the keeper: towards the shot when it is the right side (a dive holds its
 * stretch about a second, so one made as the tell shows lasts till the ball comes).
 */
export function playerDive(dir: Dir, shot: { tx: number; th: number }): Dive {
  const same = zoneOf(shot.tx) === dir;
  const th = same ? clamp(shot.th, 0, 1) : dir === 0 ? 0.6 : 0.45;
  return { dir, tx: dir === 0 ? shot.tx : dir * 0.8, th, hold: 1000 / PLAYER_DIVE_MS };
}

/**
 * A kicker who sees the keeper go before his tell (and was on target) may put it the other way:
 * the new target, or null when he keeps to his plan.
 */
export function readEarlyDive(dir: Dir, shot: { tx: number; th: number }, pace: Pace, rng: Rng): Target | null {
  if (!(shot.th < 1 && Math.abs(shot.tx) < 1 && rng.next() < pace.readsEarly)) return null;
  const away: Dir = dir === 0 ? (rng.next() < 0.5 ? -1 : 1) : rng.next() < 0.7 ? (-dir as Dir) : 0;
  const target = aimIn(away, rng);
  return { ...target, th: Math.min(target.th, 0.9), tx: clamp(target.tx, -0.94, 0.94) };
}

/** How far a keeper's dive has gone at a moment (0 before it starts). */
export const diveProgress = (keeper: { dive: Dive | null; start: number; ms: number }, at: number): number =>
  keeper.dive ? (at - keeper.start) / keeper.ms : 0;

/** What happened when the ball reached the goal line at (tx, th), the keeper in the pose of that moment. */
export function verdict(tx: number, th: number, keeper: { dive: Dive | null; start: number; ms: number }, at: number): Outcome {
  const ax = Math.abs(tx);
  if (ax > 1 + POST) return th > 1 + POST ? 'over' : 'wide';
  if (ax > 1 - POST && th < 1 + POST) return 'post';
  if (th > 1 + POST) return 'over';
  if (th > 1 - POST) return 'bar';
  return keeperStops(keeperPose(keeper.dive, diveProgress(keeper, at)), tx, th) ? 'saved' : 'goal';
}
