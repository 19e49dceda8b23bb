import { Rng } from '../engine/rng';
import { clamp, remaining, startingPieces, U, type CoinKind, type Kind, type Piece, type Side } from './board';
import { planCpuShot } from './cpu';
import { FOUL, MAX_SHOT, MIN_SHOT, paceOf, POINTS, PRACTICE_MAX, SHOT_LIMIT, type Speed } from './pace';
import { physics } from './physics';
import { AIM_MAX, aimVector, placed, slideTo, strikerBlocked, strikerOf } from './striker';
import { queenBack } from './queen';

/**
 * A game of carrom, apart from its drawing. Classic: side one (white, the bottom baseline) against
 * side two (black, the top one), the computer or a second player; pocketing your colour strikes
 * again, the queen (50) counts once covered by one of your coins. Practice and timed: every coin
 * counts for whoever pockets it, alone or two taking turns. Pure and seeded: a step takes a game
 * and dt seconds and gives the next game; the computer's chance comes from the game's generator.
 */

export type Mode = 'classic' | 'practice' | 'timed';
export const MODES = ['classic', 'practice', 'timed'] as const satisfies readonly [Mode, ...Mode[]];
export type Players = 1 | 2;
/** Aiming (a player places and aims), moving (the pieces roll), the computer's turn, or over. */
export type Phase = 'aim' | 'moving' | 'cpu' | 'over';

export interface Shot {
  who: Side;
  pocketed: CoinKind[];
  foul: boolean;
  /** Seconds since the strike. */
  t: number;
}

/** The computer's chosen shot, played out over its thinking time. */
export interface CpuTurn {
  x: number;
  angle: number;
  power: number;
  fromX: number;
  /** Seconds since it began. */
  t: number;
}

export type EndReason = 'cleared' | 'white-gone' | 'black-gone' | 'strikes' | 'time';

export interface Match {
  version: 1;
  mode: Mode;
  speed: Speed;
  players: Players;
  /** 19 coins and the striker, last. */
  pieces: Piece[];
  phase: Phase;
  turn: Side;
  /** Side one's and side two's points. */
  scores: [number, number];
  /** Strikes by the players (not the computer's). */
  strikes: number;
  /** The timed mode's clock, seconds. */
  timeLeft: number;
  /** Radians from straight ahead for the side to play. */
  aim: number;
  /** Who must cover the queen they pocketed with their next coin. */
  queenPending: Side | null;
  shot: Shot | null;
  cpu: CpuTurn | null;
  /** Where each side last struck from, to start its next turn there. */
  home: [number, number];
  /** The coins in the pockets. */
  pocketed: CoinKind[];
  end: { reason: EndReason; bonus: number } | null;
  /** The generator's state (the computer's aim). */
  rng: number;
}

export type NoteId =
  | 'solo-foul'
  | 'solo-queen'
  | 'foul'
  | 'cpu-foul'
  | 'queen-back'
  | 'queen-covered'
  | 'cpu-took-queen'
  | 'cover-queen'
  | 'cpu-must-cover'
  | 'cpu-covered'
  | 'not-covered'
  | 'gain';
export interface Note {
  id: NoteId;
  n?: number;
}

export type GameEvent =
  | { type: 'pocketed'; kind: Kind; x: number; y: number; px: number; py: number }
  | { type: 'resolved'; who: Side; notes: Note[] }
  | { type: 'last-shot' }
  | { type: 'over' };

const sideIndex = (side: Side) => (side === 'one' ? 0 : 1);
const otherSide = (side: Side): Side => (side === 'one' ? 'two' : 'one');

/** The computer plays side two in classic with one player. */
export const vsCpu = (m: Pick<Match, 'mode' | 'players'>): boolean => m.mode === 'classic' && m.players === 1;
/** Practice and timed: every coin counts for whoever pockets it. */
export const solo = (m: Pick<Match, 'mode'>): boolean => m.mode !== 'classic';

export function newMatch(mode: Mode, speed: Speed, players: Players, seed: number): Match {
  return {
    version: 1,
    mode,
    speed,
    players,
    pieces: startingPieces(),
    phase: 'aim',
    turn: 'one',
    scores: [0, 0],
    strikes: 0,
    timeLeft: paceOf(speed).timeLimit,
    aim: 0,
    queenPending: null,
    shot: null,
    cpu: null,
    home: [U / 2, U / 2],
    pocketed: [],
    end: null,
    rng: seed >>> 0,
  };
}

function copy(m: Match): Match {
  return {
    ...m,
    pieces: m.pieces.map((p) => ({ ...p })),
    scores: [m.scores[0], m.scores[1]],
    home: [m.home[0], m.home[1]],
    pocketed: [...m.pocketed],
    shot: m.shot && { ...m.shot, pocketed: [...m.shot.pocketed] },
    cpu: m.cpu && { ...m.cpu },
    end: m.end && { ...m.end },
  };
}

/** A player may place and aim now. */
export const canAim = (m: Match): boolean => m.phase === 'aim';

/** The player slides the striker towards x along the baseline; null when it does not move. */
export function moveStriker(m: Match, x: number): Match | null {
  if (!canAim(m)) return null;
  const to = slideTo(m.pieces, m.turn, x);
  if (to === null) return null;
  const pieces = m.pieces.slice();
  pieces[pieces.length - 1] = { ...strikerOf(m.pieces), x: to };
  return { ...m, pieces };
}

/** The player turns the aim to `aim` (kept within reach); null when it does not change. */
export function setAim(m: Match, aim: number): Match | null {
  const next = clamp(aim, -AIM_MAX, AIM_MAX);
  return canAim(m) && next !== m.aim ? { ...m, aim: next } : null;
}

function launch(m: Match, who: Side, angle: number, power: number): Match {
  const [dx, dy] = aimVector(who, angle);
  const v = MIN_SHOT + (MAX_SHOT - MIN_SHOT) * clamp(power, 0, 1);
  const pieces = m.pieces.slice();
  const s = strikerOf(m.pieces);
  pieces[pieces.length - 1] = { ...s, vx: dx * v, vy: dy * v };
  const human = !(vsCpu(m) && who === 'two');
  const home: [number, number] = [m.home[0], m.home[1]];
  if (human) home[sideIndex(who)] = s.x;
  return {
    ...m,
    pieces,
    phase: 'moving',
    aim: angle,
    shot: { who, pocketed: [], foul: false, t: 0 },
    cpu: null,
    strikes: m.strikes + (human ? 1 : 0),
    home,
  };
}

/** The player strikes with power 0..1 along the aim; null when it may not (not its turn, or the striker sits on a coin). */
export function strike(m: Match, power: number): Match | null {
  if (!canAim(m) || strikerBlocked(m.pieces)) return null;
  return launch(m, m.turn, m.aim, power);
}

/** The power the computer shows while it winds up (0 before). */
export function cpuWindUp(m: Match): number {
  if (!m.cpu) return 0;
  const t = m.cpu.t / paceOf(m.speed).cpuThink;
  return t < 0.85 ? 0 : clamp((t - 0.85) / 0.15, 0, 1) * m.cpu.power;
}

/** Advances the game by dt seconds: the clock, the rolling pieces, the computer's turn. */
export function tick(m: Match, dt: number): { match: Match; events: GameEvent[] } {
  if (m.phase === 'over') return { match: m, events: [] };
  const events: GameEvent[] = [];
  let next = m;
  if (m.mode === 'timed' && m.timeLeft > 0) {
    next = { ...next, timeLeft: Math.max(0, m.timeLeft - dt) };
    if (next.timeLeft === 0) {
      if (next.phase === 'aim') return { match: finish(copy(next), 'time', events), events };
      events.push({ type: 'last-shot' });
    }
  }
  if (next.phase === 'moving') next = roll(next, dt, events);
  else if (next.phase === 'cpu') next = cpuStep(next, dt);
  return { match: next, events };
}

function roll(m: Match, dt: number, events: GameEvent[]): Match {
  const pace = paceOf(m.speed);
  const { pieces, pocketed } = physics(m.pieces, dt * pace.timeScale, pace.friction);
  const shot = { ...m.shot!, pocketed: [...m.shot!.pocketed], t: m.shot!.t + dt };
  const inPockets = [...m.pocketed];
  for (const p of pocketed) {
    events.push({ type: 'pocketed', kind: p.kind, x: p.x, y: p.y, px: p.px, py: p.py });
    if (p.kind === 's') shot.foul = true;
    else {
      shot.pocketed.push(p.kind);
      inPockets.push(p.kind);
    }
  }
  const next: Match = { ...m, pieces, shot, pocketed: inPockets };
  const still = pieces.every((p) => !p.on || (p.vx === 0 && p.vy === 0));
  if (!still && shot.t <= SHOT_LIMIT) return next;
  for (const p of pieces) {
    p.vx = 0;
    p.vy = 0;
  }
  return resolve(copy(next), events);
}

function cpuStep(m: Match, dt: number): Match {
  const plan = { ...m.cpu!, t: m.cpu!.t + dt };
  const t = plan.t / paceOf(m.speed).cpuThink;
  // Slide to the chosen spot, turn to aim, then strike.
  const slide = clamp(t / 0.55, 0, 1);
  const ease = slide * slide * (3 - 2 * slide);
  const pieces = m.pieces.slice();
  const s = strikerOf(m.pieces);
  pieces[pieces.length - 1] = { ...s, x: plan.fromX + (plan.x - plan.fromX) * ease };
  const aim = t < 0.55 ? 0 : plan.angle * clamp((t - 0.55) / 0.3, 0, 1);
  if (t < 1) return { ...m, pieces, aim, cpu: plan };
  return launch({ ...m, pieces: placed(pieces, 'two', plan.x), cpu: null }, 'two', plan.angle, plan.power);
}

/** The pieces have stopped: score the shot, deal with the queen, and give the next turn. */
function resolve(m: Match, events: GameEvent[]): Match {
  const { who, pocketed, foul } = m.shot!;
  m.shot = null;
  const notes: Note[] = [];
  let keepTurn: boolean;
  if (solo(m)) {
    let gain = 0;
    for (const k of pocketed) gain += POINTS[k];
    if (foul) {
      gain -= FOUL;
      notes.push({ id: 'solo-foul' });
    }
    if (pocketed.includes('q')) notes.push({ id: 'solo-queen' });
    else if (gain > 0) notes.push({ id: 'gain', n: gain });
    const i = sideIndex(who);
    m.scores[i] = Math.max(0, m.scores[i] + gain);
    keepTurn = m.players === 1 || (pocketed.length > 0 && !foul);
  } else {
    keepTurn = resolveClassic(m, who, pocketed, foul, notes);
  }
  events.push({ type: 'resolved', who, notes });
  const reason = endReason(m);
  if (reason) return finish(m, reason, events);
  return nextTurn(m, keepTurn ? who : otherSide(who));
}

function resolveClassic(m: Match, who: Side, pocketed: CoinKind[], foul: boolean, notes: Note[]): boolean {
  const cpu = vsCpu(m) && who === 'two';
  const own: CoinKind = who === 'one' ? 'w' : 'b';
  const ownCount = pocketed.filter((k) => k === own).length;
  const otherCount = pocketed.filter((k) => k !== own && k !== 'q').length;
  const gain: [number, number] = [0, 0];
  const credit = (side: Side, pts: number) => (gain[sideIndex(side)] += pts);
  credit(who, ownCount * POINTS[own]);
  credit(otherSide(who), otherCount * POINTS.w);
  if (foul) {
    credit(who, -FOUL);
    notes.push({ id: cpu ? 'cpu-foul' : 'foul' });
  }
  let keepTurn = ownCount > 0 && !foul;
  if (pocketed.includes('q')) {
    if (foul) {
      queenBack(m);
      notes.push({ id: 'queen-back' });
    } else if (ownCount > 0) {
      credit(who, POINTS.q);
      notes.push({ id: cpu ? 'cpu-took-queen' : 'queen-covered' });
    } else {
      m.queenPending = who;
      keepTurn = true;
      notes.push({ id: cpu ? 'cpu-must-cover' : 'cover-queen' });
    }
  } else if (m.queenPending === who) {
    if (ownCount > 0 && !foul) {
      credit(who, POINTS.q);
      notes.push({ id: cpu ? 'cpu-covered' : 'queen-covered' });
    } else {
      queenBack(m);
      notes.push({ id: 'not-covered' });
    }
    m.queenPending = null;
  }
  // With the computer, the points said are the player's; between two players, the shooter's.
  const shown = gain[m.players === 1 ? 0 : sideIndex(who)];
  if (!notes.length && shown > 0) notes.push({ id: 'gain', n: shown });
  m.scores = [Math.max(0, m.scores[0] + gain[0]), Math.max(0, m.scores[1] + gain[1])];
  return keepTurn;
}

function endReason(m: Match): EndReason | null {
  if (!solo(m)) {
    const w = remaining(m.pieces, 'w') === 0;
    const b = remaining(m.pieces, 'b') === 0;
    return w && b ? 'cleared' : w ? 'white-gone' : b ? 'black-gone' : null;
  }
  if (remaining(m.pieces) === 0) return 'cleared';
  if (m.mode === 'practice' && m.strikes >= PRACTICE_MAX) return 'strikes';
  if (m.mode === 'timed' && m.timeLeft <= 0) return 'time';
  return null;
}

function nextTurn(m: Match, who: Side): Match {
  m.turn = who;
  m.aim = 0;
  if (vsCpu(m) && who === 'two') {
    m.pieces = placed(m.pieces, 'two', strikerOf(m.pieces).x);
    const rng = new Rng(m.rng);
    const pace = paceOf(m.speed);
    const plan = planCpuShot(m.pieces, m.queenPending === 'two', pace.friction, pace.cpuError, rng);
    m.rng = rng.state;
    m.phase = 'cpu';
    m.cpu = { ...plan, fromX: strikerOf(m.pieces).x, t: 0 };
  } else {
    m.phase = 'aim';
    m.pieces = placed(m.pieces, who, m.home[sideIndex(who)]);
  }
  return m;
}

/** The round ends: a cleared practice or timed board earns a bonus for whoever cleared it. */
function finish(m: Match, reason: EndReason, events: GameEvent[]): Match {
  let bonus = 0;
  if (reason === 'cleared' && m.mode === 'practice') bonus = Math.max(0, PRACTICE_MAX - m.strikes) * 5;
  if (reason === 'cleared' && m.mode === 'timed') bonus = Math.ceil(m.timeLeft) * 2;
  m.scores[sideIndex(m.turn)] += bonus;
  m.phase = 'over';
  m.end = { reason, bonus };
  events.push({ type: 'over' });
  return m;
}

/** The score the portal keeps: the player's, or between two players the winner's. */
export const reportedScore = (m: Match): number => (m.players === 1 ? m.scores[0] : Math.max(m.scores[0], m.scores[1]));

/** Who won (null: a draw). With one player in practice or timed there is no opponent: side one. */
export function winner(m: Match): Side | null {
  if (m.players === 1 && solo(m)) return 'one';
  if (m.scores[0] === m.scores[1]) return null;
  return m.scores[0] > m.scores[1] ? 'one' : 'two';
}
