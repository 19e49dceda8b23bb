import { Rng } from '../engine/rng';

/**
 * Runner's rules, apart from its drawing: the runner jumps (higher while the jump is held), the
 * world speeds up, and obstacles come at seeded gaps that always leave room for a full jump at the
 * speed they were made at. Endless and hurdles end at the first crash; sprint runs 60 seconds and a
 * crash only knocks the runner back to the starting pace. Pure and seeded: a step takes a state,
 * the player's input and the seconds passed, and gives the next state. Heights are world units
 * above the ground (the view shows at least 480 × 270 of them).
 */

export type Mode = 'endless' | 'hurdles' | 'sprint';
export const MODES = ['endless', 'hurdles', 'sprint'] as const satisfies readonly [Mode, ...Mode[]];

export const GRAVITY = 2400;
export const JUMP_V = -800;
/** Letting go early caps the upward speed: a lower hop… */
export const CUT_V = -400;
/** …but never before this, so that even the quickest tap clears an obstacle. */
export const MIN_AIR = 0.1;
/** How long a full jump stays in the air. */
export const AIRTIME = (-2 * JUMP_V) / GRAVITY;
export const PLAYER = { x: 70, w: 30, h: 38 } as const;
export const SPRINT_S = 60;
export const MIN_WIDTH = 480;
const JUMP_BUFFER = 0.12;
const START_SPEED = { 1: 240, 2: 300, 3: 370 } as const;
const TOP_SPEED = { 1: 660, 2: 780, 3: 900 } as const;

/** The colour an obstacle takes from the theme. */
export type Hue = 'pink' | 'accent' | 'accent2';

export interface Obstacle {
  x: number;
  w: number;
  h: number;
  hue: Hue;
  hurdle: boolean;
  /** Sprint: knocked flat by a crash, no longer in the way. */
  down: boolean;
}

export interface Runner {
  mode: Mode;
  speed: 1 | 2 | 3;
  /** The view's width in world units: obstacles come in just beyond it. */
  width: number;
  /** Height above the ground is -y (0 on the ground). */
  y: number;
  vy: number;
  /** Seconds a jump pressed too early stays asked for, to jump at landing. */
  jumpBuffer: number;
  holding: boolean;
  airTime: number;
  pace: number;
  elapsed: number;
  /** When the pace last started again (sprint, after a crash), so it builds up again. */
  paceSince: number;
  distance: number;
  score: number;
  obstacles: Obstacle[];
  nextGap: number;
  /** Sprint: seconds of the red flash a crash shows. */
  stumble: number;
  jumps: number;
  ending: 'crash' | 'time' | null;
  rng: number;
}

/** What the player did since the last step: a jump pressed, and whether it is still held. */
export interface RunnerInput {
  press?: boolean;
  hold: boolean;
  /** The view's width in world units, when it changed. */
  width?: number;
}

export function newRunner(mode: Mode, speed: 1 | 2 | 3, seed: number, width = MIN_WIDTH): Runner {
  return {
    mode,
    speed,
    width,
    y: 0,
    vy: 0,
    jumpBuffer: 0,
    holding: false,
    airTime: 0,
    pace: START_SPEED[speed],
    elapsed: 0,
    paceSince: 0,
    distance: 0,
    score: 0,
    obstacles: [],
    nextGap: width * 0.8, // a calm run-up before the first obstacle
    stumble: 0,
    jumps: 0,
    ending: null,
    rng: seed >>> 0,
  };
}

function jump(s: Runner): void {
  s.vy = JUMP_V;
  s.airTime = 0;
  s.jumps += 1;
}

/**
 * New obstacles just beyond the view. Endless and sprint: 1 to 3 pillars side by side (clusters
 * only after some practice); hurdles: single, evenly built and much closer together. The gap to
 * the next covers a full jump's airtime at the current pace, plus some slack.
 */
function spawn(s: Runner, rng: Rng): void {
  const x0 = s.width + 20;
  if (s.mode === 'hurdles') {
    const h = 30 + rng.next() * (s.elapsed < 6 ? 8 : 20);
    s.obstacles.push({ x: x0, w: 26, h, hue: 'accent', hurdle: true, down: false });
    s.nextGap = s.pace * AIRTIME + 50 + rng.next() * s.pace * 0.35;
    return;
  }
  const count = s.elapsed < 8 ? 1 : 1 + Math.floor(rng.next() * Math.min(3, 1 + s.elapsed / 15));
  let x = x0;
  for (let i = 0; i < count; i += 1) {
    const w = 18 + rng.next() * 14;
    const h = 28 + rng.next() * (s.elapsed < 10 ? 22 : 42);
    s.obstacles.push({ x, w, h, hue: rng.next() < 0.5 ? 'pink' : 'accent2', hurdle: false, down: false });
    x += w + 4;
  }
  s.nextGap = s.pace * AIRTIME + 90 + rng.next() * s.pace * 1.1;
}

/** The runner's box meets a standing obstacle (a few units of forgiveness: near misses feel like wins). */
export const hits = (s: Runner, o: Obstacle): boolean =>
  !o.down && PLAYER.x + 5 < o.x + o.w && PLAYER.x + PLAYER.w - 5 > o.x && -s.y < o.h - 3;

export function step(state: Runner, input: RunnerInput, dt: number): Runner {
  if (state.ending) return state;
  const s: Runner = { ...state, holding: input.hold, width: input.width ?? state.width };
  if (input.press) {
    if (s.y === 0) jump(s);
    else s.jumpBuffer = JUMP_BUFFER;
  }
  s.elapsed += dt;
  if (s.mode === 'sprint' && s.elapsed >= SPRINT_S) return { ...s, ending: 'time' };
  const accel = s.mode === 'sprint' ? 14 : 9; // a sprint builds up pace faster
  s.pace = Math.min(TOP_SPEED[s.speed], START_SPEED[s.speed] + (s.elapsed - s.paceSince) * accel);
  s.stumble = Math.max(0, s.stumble - dt);
  const dx = s.pace * dt;
  s.distance += dx;
  s.score = Math.floor(s.distance / 10);

  // The jump: holding it gives the full height.
  s.vy += GRAVITY * dt;
  s.airTime += dt;
  if (!s.holding && s.airTime > MIN_AIR && s.vy < CUT_V) s.vy = CUT_V;
  s.y += s.vy * dt;
  if (s.y >= 0) {
    s.y = 0;
    s.vy = 0;
    if (s.jumpBuffer > 0) {
      s.jumpBuffer = 0;
      jump(s);
    }
  }
  s.jumpBuffer = Math.max(0, s.jumpBuffer - dt);

  s.obstacles = s.obstacles.map((o) => ({ ...o, x: o.x - dx })).filter((o) => o.x + o.w > -20);
  s.nextGap -= dx;
  if (s.nextGap <= 0) {
    const rng = new Rng(s.rng);
    spawn(s, rng);
    s.rng = rng.state;
  }
  for (const o of s.obstacles) {
    if (!hits(s, o)) continue;
    if (s.mode !== 'sprint') return { ...s, ending: 'crash' };
    // Sprint: the crash knocks the obstacle flat and the runner back to the starting pace.
    o.down = true;
    s.pace = START_SPEED[s.speed];
    s.paceSince = s.elapsed;
    s.stumble = 0.35;
  }
  return s;
}

const isNumber = (v: unknown, lo = -Infinity, hi = Infinity): v is number => typeof v === 'number' && v >= lo && v <= hi;
const HUES: readonly unknown[] = ['pink', 'accent', 'accent2'];
const isObstacle = (v: unknown): v is Obstacle => {
  const o = v as Obstacle;
  return (
    typeof o === 'object' &&
    o !== null &&
    isNumber(o.x, -100, 1e5) &&
    isNumber(o.w, 1, 100) &&
    isNumber(o.h, 1, 100) &&
    HUES.includes(o.hue) &&
    typeof o.hurdle === 'boolean' &&
    typeof o.down === 'boolean'
  );
};

/** A saved run read back, or null when it is not a running run of this mode and speed. */
export function readRunner(saved: unknown, { mode, speed }: { mode: Mode; speed: 1 | 2 | 3 }): Runner | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const s = saved as Runner;
  if (s.mode !== mode || s.speed !== speed || s.ending !== null || typeof s.holding !== 'boolean') return null;
  if (!isNumber(s.width, MIN_WIDTH, 1e5) || !isNumber(s.y, -1000, 0) || !isNumber(s.vy, -1000, 5000)) return null;
  if (!isNumber(s.jumpBuffer, 0, JUMP_BUFFER) || !isNumber(s.airTime, 0) || !isNumber(s.stumble, 0, 1)) return null;
  if (!isNumber(s.pace, START_SPEED[speed], TOP_SPEED[speed]) || !isNumber(s.elapsed, 0) || !isNumber(s.paceSince, 0, s.elapsed))
    return null;
  if (mode === 'sprint' && s.elapsed >= SPRINT_S) return null;
  if (!isNumber(s.distance, 0) || s.score !== Math.floor(s.distance / 10) || !isNumber(s.nextGap, -1e4, 1e5)) return null;
  if (!Number.isInteger(s.jumps) || s.jumps < 0 || !Number.isInteger(s.rng) || !isNumber(s.rng, 0, 0xffffffff)) return null;
  if (!Array.isArray(s.obstacles) || !s.obstacles.every(isObstacle)) return null;
  return s;
}
