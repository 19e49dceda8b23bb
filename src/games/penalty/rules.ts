import { Rng } from '../engine/rng';
import type { Dive } from './keeper';
import {
  clamp,
  computerKick,
  keeperDive,
  PACE,
  PLAYER_DIVE_MS,
  playerDive,
  playerStrike,
  readEarlyDive,
  verdict,
  type Dir,
  type Outcome,
  type Speed,
} from './kicks';
import { firstKicker, goals, nextKicker, type Mode, type Side } from './shootout';

/**
 * Penalty Kick's rules, apart from its picture. The player takes penalties (aim with a sweeping
 * marker, then stop a power meter, or swipe the ball) and keeps goal against the computer's kicks
 * (dive left, centre or right after reading the kicker's tell). Time comes in as steps of `dt`
 * seconds and is kept in ms on the state's clock; all chance comes from the state's own generator.
 * The functions change the state they are given, which is plain JSON.
 */

export { MODES, type Mode, type Side } from './shootout';
export type { Dir, Outcome, Speed } from './kicks';

/** aim: the marker sweeps; power: the meter runs; runup: the kicker runs in; flight: the ball flies; after: it settles. */
export type TurnPhase = 'aim' | 'power' | 'runup' | 'flight' | 'after';

export interface Aim {
  x: number;
  h: number;
  sweeping: boolean;
  locked: boolean;
  /** ms the marker has swept. */
  t: number;
}

export interface Meter {
  value: number;
  active: boolean;
  t: number;
}

export interface Kicker {
  /** 0 at the start of the run-up, 1 at the ball. */
  run: number;
  running: boolean;
  /** 0..1 the kicking leg comes through. */
  kick: number;
  lean: number;
  /** Where the kicker looks: his tell. */
  look: Dir;
  cheer: boolean;
}

export interface Keeper {
  dive: Dive | null;
  /** When the dive starts, in ms of the clock (0 while there is none). */
  start: number;
  /** How long the dive takes to full stretch. */
  ms: number;
}

export interface Shot {
  who: Side;
  tx: number;
  th: number;
  curve: number;
  arc: number;
  power: number;
  runStart: number;
  /** When the ball is struck; null while the player still aims. */
  kickAt: number | null;
  flight: number;
  tellDir: Dir;
  tellMs: number;
  /** The kicker saw the keeper go early and changed his mind. */
  read: boolean;
  outcome: Outcome | null;
  kicker: Kicker;
  keeper: Keeper;
}

export interface Ball {
  x: number;
  z: number;
  h: number;
  spin: number;
  vx: number;
  vz: number;
  vh: number;
}

/** The big word after a kick: whose kick, what happened, and the streak it made. */
export interface Banner {
  who: Side;
  outcome: Outcome;
  read: boolean;
  goals: number;
  at: number;
}

export interface Penalty {
  mode: Mode;
  speed: Speed;
  /** Game time in ms; it stands still while paused. */
  clock: number;
  /** The player's kicks and the computer's: true a goal, false a miss. */
  you: boolean[];
  cpu: boolean[];
  /** Whose kick and how far it is; null before the first kick and after the last. */
  turn: { who: Side; phase: TurnPhase } | null;
  aim: Aim | null;
  meter: Meter | null;
  shot: Shot | null;
  ball: Ball;
  banner: Banner | null;
  /** The crowd's excitement after a goal or a save (1 .. 0). */
  excite: number;
  netShake: number;
  /** When the next kick is taken, after the ball has settled. */
  nextAt: number;
  over: boolean;
  rng: number;
}

/** A moment of a step the view answers: the ball struck, a kick settled, a new turn, the end. */
export type PenaltyEvent = 'struck' | 'settled' | 'turn' | 'over';

const AIM_STOPS = [-0.78, -0.4, 0, 0.4, 0.78];
const HEIGHTS = [0.18, 0.5, 0.82];
const AFTER_MS = 1700;

const restingBall = (): Ball => ({ x: 0, z: 0, h: 0, spin: 0, vx: 0, vz: 0, vh: 0 });
const kickerAt = (run: number): Kicker => ({ run, running: false, kick: 0, lean: 0, look: 0, cheer: false });

/** The pitch before the first kick: nobody on the ball yet. */
export function restingGame(mode: Mode, speed: Speed, seed: number): Penalty {
  return {
    mode,
    speed,
    clock: 0,
    you: [],
    cpu: [],
    turn: null,
    aim: null,
    meter: null,
    shot: null,
    ball: restingBall(),
    banner: null,
    excite: 0,
    netShake: 0,
    nextAt: 0,
    over: false,
    rng: seed >>> 0,
  };
}

/** A new game of the mode, its first kick about to be taken. */
export function newGame(mode: Mode, speed: Speed, seed: number): Penalty {
  const game = restingGame(mode, speed, seed);
  startTurn(game, firstKicker(mode));
  return game;
}

function startTurn(game: Penalty, who: Side): void {
  game.turn = { who, phase: who === 'you' ? 'aim' : 'runup' };
  game.ball = restingBall();
  game.banner = null;
  if (who === 'you') {
    game.aim = { x: -1.1, h: HEIGHTS[1]!, sweeping: true, locked: false, t: 0 };
    game.meter = { value: 0, active: false, t: 0 };
    game.shot = {
      who,
      tx: 0,
      th: 0,
      curve: 0,
      arc: 0,
      power: 0,
      runStart: 0,
      kickAt: null,
      flight: 0,
      tellDir: 0,
      tellMs: 0,
      read: false,
      outcome: null,
      kicker: kickerAt(0.72),
      keeper: { dive: null, start: 0, ms: PACE[game.speed].diveMs },
    };
  } else {
    game.aim = null;
    game.meter = null;
    game.shot = planComputerKick(game);
  }
}

function planComputerKick(game: Penalty): Shot {
  const pace = PACE[game.speed];
  const rng = new Rng(game.rng);
  const { tx, th, curve, arc, tellDir, power } = computerKick(pace, rng);
  game.rng = rng.state;
  return {
    who: 'cpu',
    tx,
    th,
    curve,
    arc,
    power,
    runStart: game.clock,
    kickAt: game.clock + pace.runUp,
    flight: pace.flight,
    tellDir,
    // The tell gets shorter as the keeper's run goes on (in keeper mode the last kicks are the hardest).
    tellMs: pace.tell * (game.mode === 'keeper' ? 1 - game.cpu.length * 0.04 : 1),
    read: false,
    outcome: null,
    kicker: kickerAt(0),
    keeper: { dive: null, start: 0, ms: PLAYER_DIVE_MS },
  };
}

const aiming = (game: Penalty): game is Penalty & { aim: Aim; meter: Meter; shot: Shot } =>
  game.turn?.who === 'you' && game.turn.phase === 'aim' && game.aim !== null;

/** Arrow keys while aiming: step to the next aiming stop on that side, or the next height. Returns whether it moved. */
export function nudgeAim(game: Penalty, dir: 'left' | 'right' | 'up' | 'down'): boolean {
  if (!aiming(game)) return false;
  const aim = game.aim;
  aim.sweeping = false;
  if (dir === 'left' || dir === 'right') {
    const i =
      dir === 'left'
        ? AIM_STOPS.reduce((found, x, j) => (x < aim.x - 0.05 ? j : found), 0)
        : AIM_STOPS.reduceRight((found, x, j) => (x > aim.x + 0.05 ? j : found), AIM_STOPS.length - 1);
    aim.x = AIM_STOPS[i]!;
  } else {
    const near = HEIGHTS.reduce((best, h, j) => (Math.abs(h - aim.h) < Math.abs(HEIGHTS[best]! - aim.h) ? j : best), 0);
    aim.h = HEIGHTS[clamp(near + (dir === 'up' ? 1 : -1), 0, HEIGHTS.length - 1)]!;
  }
  return true;
}

/** A tap on the goal while aiming: the marker goes there. */
export function aimAt(game: Penalty, x: number, h: number): boolean {
  if (!aiming(game)) return false;
  game.aim.sweeping = false;
  game.aim.x = clamp(x, -1.2, 1.2);
  game.aim.h = clamp(h, 0.05, 1.2);
  return true;
}

/** The Kick button, Space or Enter: first it fixes the aim, then it stops the power meter and shoots. */
export function press(game: Penalty): boolean {
  if (aiming(game)) {
    game.aim.sweeping = false;
    game.aim.locked = true;
    game.meter.active = true;
    game.meter.t = 0;
    game.turn!.phase = 'power';
    return true;
  }
  if (game.turn?.who === 'you' && game.turn.phase === 'power' && game.meter && game.aim)
    return kick(game, game.meter.value, game.aim.x, game.aim.h);
  return false;
}

/** The player strikes the ball with this power (0..1) towards (x, h): from the meter, or from a swipe. */
export function kick(game: Penalty, power: number, x: number, h: number): boolean {
  const { turn, meter, aim, shot } = game;
  if (turn?.who !== 'you' || (turn.phase !== 'aim' && turn.phase !== 'power') || !meter || !aim || !shot) return false;
  const pace = PACE[game.speed];
  meter.active = false;
  meter.value = power;
  aim.sweeping = false;
  aim.locked = true;
  aim.x = x;
  aim.h = h;
  const rng = new Rng(game.rng);
  Object.assign(shot, playerStrike(power, x, h, rng), {
    power,
    kickAt: game.clock + 240,
    runStart: game.clock,
    flight: 950 - 480 * power,
  });
  // The computer's keeper commits just after the strike.
  shot.keeper.dive = keeperDive(shot, pace, game.mode === 'sudden' ? goals(game.you) : 0, rng);
  shot.keeper.start = shot.kickAt! + pace.react;
  game.rng = rng.state;
  turn.phase = 'runup';
  return true;
}

/** The player in goal dives left (-1), stays (0) or dives right (1): once a kick, while it is coming. */
export function dive(game: Penalty, dir: Dir): boolean {
  const { turn, shot } = game;
  if (turn?.who !== 'cpu' || (turn.phase !== 'runup' && turn.phase !== 'flight') || !shot || shot.keeper.dive) return false;
  if (game.clock < shot.kickAt! - shot.tellMs) {
    const rng = new Rng(game.rng);
    const changed = readEarlyDive(dir, shot, PACE[game.speed], rng);
    game.rng = rng.state;
    if (changed) Object.assign(shot, changed, { read: true });
  }
  shot.keeper.dive = playerDive(dir, shot);
  shot.keeper.start = game.clock;
  return true;
}

/** Advances the game by dt seconds; returns what happened that the view answers, if anything. */
export function step(game: Penalty, dt: number): PenaltyEvent | null {
  const ms = dt * 1000;
  game.clock += ms;
  const { turn, aim, meter, shot, ball } = game;
  const pace = PACE[game.speed];
  let event: PenaltyEvent | null = null;
  if (turn && aim && turn.phase === 'aim' && aim.sweeping) {
    // The marker sweeps post to post and a little beyond: stop it too late and it is wide.
    aim.t += ms;
    aim.x = Math.sin((aim.t / pace.sweepMs) * Math.PI * 2 - Math.PI / 2) * 1.12;
  }
  if (turn && meter && turn.phase === 'power') {
    meter.t += ms;
    const c = (meter.t / pace.meterMs) % 2;
    meter.value = c < 1 ? c : 2 - c;
  }
  if (turn && shot && shot.kickAt !== null) {
    const kicker = shot.kicker;
    const clock = game.clock;
    if (turn.phase === 'runup') {
      const from = shot.who === 'you' ? 0.72 : 0;
      kicker.run = from + (1 - from) * clamp((clock - shot.runStart) / (shot.kickAt - shot.runStart), 0, 1);
      kicker.running = true;
      if (clock >= shot.kickAt) {
        turn.phase = 'flight';
        kicker.running = false;
        event = 'struck';
      }
    }
    if (turn.phase === 'flight' || turn.phase === 'after') kicker.kick = clamp((clock - shot.kickAt) / 160, 0, 1);
    kicker.look = shot.who === 'cpu' && clock > shot.kickAt - shot.tellMs ? shot.tellDir : 0;
    kicker.lean = kicker.kick * 0.6;
    if (turn.phase === 'flight') {
      const t = clamp((clock - shot.kickAt) / shot.flight, 0, 1);
      ball.z = t;
      ball.x = shot.tx * t + shot.curve * Math.sin(Math.PI * t);
      ball.h = shot.th * t + shot.arc * Math.sin(Math.PI * t);
      ball.spin += dt * 14;
      if (t >= 1) {
        arrive(game, shot);
        event = 'settled';
      }
    } else if (turn.phase === 'after') {
      rebound(ball, dt, shot.outcome === 'goal');
      if (clock >= game.nextAt) event = afterKick(game);
    }
  }
  game.excite = Math.max(0, game.excite - dt * 0.5);
  game.netShake = Math.max(0, game.netShake - dt * 1.5);
  return event;
}

/** The ball after the line: it drops and bounces, caught by the net after a goal. */
function rebound(ball: Ball, dt: number, inNet: boolean): void {
  ball.x += ball.vx * dt;
  ball.z += ball.vz * dt;
  ball.h += ball.vh * dt;
  ball.vh -= 4 * dt;
  ball.spin += dt * ball.vz * 6;
  if (ball.h < 0) {
    ball.h = 0;
    ball.vh = -ball.vh * 0.45;
    ball.vx *= 0.7;
    ball.vz *= 0.7;
  }
  if (inNet && ball.z > 1.15) {
    ball.z = 1.15;
    ball.vz = 0;
    ball.vx *= 0.5;
  }
  if (ball.z > 1.4) ball.vz = -Math.abs(ball.vz) * 0.3;
}

/** The ball reaches the goal line: the verdict, where the ball goes next, and the kick counted. */
function arrive(game: Penalty, shot: Shot): void {
  const outcome = verdict(shot.tx, shot.th, shot.keeper, shot.kickAt! + shot.flight);
  shot.outcome = outcome;
  const s = Math.sign(shot.tx) || 1;
  const keeperSide = Math.sign(shot.tx - (shot.keeper.dive ? shot.keeper.dive.tx * 0.5 : 0)) || s;
  const after: Record<Outcome, [number, number, number]> = {
    goal: [shot.tx * 0.3, 0.6, -0.3],
    saved: [keeperSide * 0.7, -0.6, 1.2],
    post: [-s * 0.9, -0.7, 0.4],
    bar: [shot.tx * 0.2, -0.6, 1.6],
    wide: [s * 0.6, 1.2, 0.2],
    over: [shot.tx * 0.3, 1.3, 1.4],
  };
  [game.ball.vx, game.ball.vz, game.ball.vh] = after[outcome];
  if (outcome === 'goal') game.netShake = 1;
  game.turn!.phase = 'after';
  const scored = outcome === 'goal';
  (shot.who === 'you' ? game.you : game.cpu).push(scored);
  shot.kicker.cheer = scored;
  game.banner = { who: shot.who, outcome, read: shot.read, goals: goals(game.you), at: game.clock };
  // The crowd goes wild for a goal of the player's or a save of the player's.
  if ((shot.who === 'you' && scored) || (shot.who === 'cpu' && outcome === 'saved')) game.excite = 1;
  game.nextAt = game.clock + AFTER_MS;
}

function afterKick(game: Penalty): PenaltyEvent {
  const next = nextKicker(game.mode, game.you, game.cpu);
  if (next === null) {
    game.over = true;
    game.turn = null;
    return 'over';
  }
  startTurn(game, next);
  return 'turn';
}
