import { Rng } from '../engine/rng';

/**
 * Cricket's rules, apart from its drawing: a batting game. The bowler delivers down the pitch (its
 * line and length drawn from the state's generator); the player swings as the ball reaches the bat,
 * aimed to the off side, straight or to the leg side. Timing decides the runs; a ball not hit on the
 * stumps bowls the batter, an edge may be caught. The innings ends when the wickets fall, the balls
 * are bowled or the target is chased. Time comes in as steps of `dt` seconds and is kept in ms on the
 * state's clock. The functions change the state they are given, which is plain JSON.
 */

export type Mode = 't20' | 'superover' | 'test';
export const MODES = ['t20', 'superover', 'test'] as const satisfies readonly [Mode, ...Mode[]];
export type Speed = 1 | 2 | 3;
/** -1 the off side, 0 straight, 1 the leg side. */
export type Aim = -1 | 0 | 1;

/** What one ball came to. */
export type Result = 'six' | 'four' | 'two' | 'one' | 'caught' | 'edged' | 'bowled' | 'dot';
export const RUNS: Readonly<Record<Result, number>> = { six: 6, four: 4, two: 2, one: 1, caught: 0, edged: 0, bowled: 0, dot: 0 };
export const OUT: readonly Result[] = ['caught', 'bowled'];

/** The innings of a mode: its balls (0: until the wickets fall), its wickets and a target to chase (0: none). */
export interface Format {
  balls: number;
  wickets: number;
  target: number;
}

export function format(mode: Mode, speed: Speed): Format {
  if (mode === 't20') return { balls: 12, wickets: 3, target: 0 };
  if (mode === 'superover') return { balls: 6, wickets: 2, target: 14 + speed * 2 };
  return { balls: 0, wickets: 1, target: 0 };
}

/** The ball's flight from the bowler's hand to the bat, in ms: quicker bowling at higher speed. */
export const FLIGHT_MS: Readonly<Record<Speed, number>> = { 1: 1500, 2: 1150, 3: 850 };
/** The fraction of the flight when the ball reaches the bat: the perfect moment to swing. */
export const AT_BAT = 0.9;
/** A swing counts within this fraction of the flight around the bat. */
export const ZONE = 0.13;
const FIRST_BALL_MS = 700;
const BETWEEN_BALLS_MS = 1300;
const HIT_MS = 700;
const BANNER_MS = 1100;

export interface Ball {
  /** When it left the bowler's hand, in ms of the clock. */
  start: number;
  /** Where it passes the batter: -0.6 off side .. 0.6 leg side. */
  line: number;
  /** Where it bounces, as a share of the flight. */
  length: number;
  /** When the batter swung at it (null: not yet). */
  swungAt: number | null;
  /** When it was hit, what the hit is worth and which way it flies. */
  hitAt: number | null;
  result: Result | null;
  dir: number;
}

export interface Innings {
  mode: Mode;
  speed: Speed;
  format: Format;
  clock: number;
  runs: number;
  wickets: number;
  balls: number;
  aim: Aim;
  ball: Ball | null;
  /** When the next ball is bowled. */
  nextBallAt: number;
  /** What the last ball came to, shown until `shownUntil`. */
  last: Result | null;
  shownUntil: number;
  over: boolean;
  rng: number;
}

/** What a step did that the view answers: a ball bowled, a ball counted, the innings over. */
export type CricketEvent = 'bowled' | 'counted' | 'over';

export function newInnings(mode: Mode, speed: Speed, seed: number): Innings {
  return {
    mode,
    speed,
    format: format(mode, speed),
    clock: 0,
    runs: 0,
    wickets: 0,
    balls: 0,
    aim: 0,
    ball: null,
    nextBallAt: FIRST_BALL_MS,
    last: null,
    shownUntil: 0,
    over: false,
    rng: seed >>> 0,
  };
}

/** How far the ball has come: 0 in the bowler's hand, AT_BAT at the bat. */
export const progress = (innings: Innings): number =>
  innings.ball ? (innings.clock - innings.ball.start) / FLIGHT_MS[innings.speed] : 0;

/** The side of the wicket a line passes: off, straight at the stumps, or leg. */
export const sideOf = (line: number): Aim => (line < -0.2 ? -1 : line > 0.2 ? 1 : 0);

/** Aims the next swing; returns whether the aim changed. */
export function setAim(innings: Innings, aim: Aim): boolean {
  if (innings.aim === aim) return false;
  innings.aim = aim;
  return true;
}

/**
 * A swing's worth from its timing (0 = perfect, as a share of the flight) and whether the aim
 * matches the ball's line: a six or four in the middle of the bat, fewer runs further off, then an
 * edge that is sometimes caught behind; outside the zone it misses (null).
 */
export function shotResult(timing: number, matched: boolean, rng: Rng): Result | null {
  const t = Math.abs(timing);
  if (t > ZONE) return null;
  if (t < 0.025) return matched ? 'six' : 'four';
  if (t < 0.05) return matched ? 'four' : 'two';
  if (t < 0.09) return 'one';
  return rng.next() < 0.45 ? 'caught' : 'edged';
}

/** The player swings at the ball coming: once a ball, not before it is well on its way. Returns whether it counted as a swing. */
export function swing(innings: Innings): boolean {
  const ball = innings.ball;
  if (innings.over || !ball || ball.swungAt !== null) return false;
  const p = progress(innings);
  if (p < 0.35) return false; // too early to be a swing at this ball
  ball.swungAt = innings.clock;
  const rng = new Rng(innings.rng);
  const result = shotResult(p - AT_BAT, innings.aim === sideOf(ball.line), rng);
  if (result) {
    ball.result = result;
    ball.hitAt = innings.clock;
    ball.dir = innings.aim !== 0 ? innings.aim : (rng.next() - 0.5) * 0.6;
  }
  innings.rng = rng.state;
  return true;
}

/** Advances the innings by dt seconds; returns what happened that the view answers, if anything. */
export function step(innings: Innings, dt: number): CricketEvent | null {
  if (innings.over) return null;
  innings.clock += dt * 1000;
  const { ball, clock } = innings;
  if (!ball) {
    if (clock < innings.nextBallAt) return null;
    bowl(innings);
    return 'bowled';
  }
  const passed = ball.hitAt === null ? progress(innings) > 1.05 : clock - ball.hitAt > HIT_MS;
  return passed ? count(innings, ball) : null;
}

function bowl(innings: Innings): void {
  const rng = new Rng(innings.rng);
  const line = (rng.next() * 2 - 1) * 0.6;
  const length = 0.55 + rng.next() * 0.2;
  innings.rng = rng.state;
  innings.ball = { start: innings.clock, line, length, swungAt: null, hitAt: null, result: null, dir: 0 };
}

/** The ball has passed the batter or been hit away: it counts. Not hit, on the stumps it bowls the batter. */
function count(innings: Innings, ball: Ball): CricketEvent {
  const result = ball.result ?? (Math.abs(ball.line) < 0.18 ? 'bowled' : 'dot');
  innings.balls += 1;
  innings.runs += RUNS[result];
  if (OUT.includes(result)) innings.wickets += 1;
  innings.last = result;
  innings.shownUntil = innings.clock + BANNER_MS;
  innings.ball = null;
  if (ending(innings)) {
    innings.over = true;
    return 'over';
  }
  innings.nextBallAt = innings.clock + BETWEEN_BALLS_MS;
  return 'counted';
}

/** Why the innings is over, or null while it goes on: the target chased, all out, or the balls bowled. */
export function ending(innings: Innings): 'chased' | 'all out' | 'balls done' | null {
  const { format: f } = innings;
  if (f.target && innings.runs >= f.target) return 'chased';
  if (innings.wickets >= f.wickets) return 'all out';
  if (f.balls && innings.balls >= f.balls) return 'balls done';
  return null;
}
