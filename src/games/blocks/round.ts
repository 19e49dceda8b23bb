/**
 * A round of Blocks: the modes' goals and clocks, the pace (gravity per level, the lock delay,
 * a held key's repeat) and the player's actions, advanced in fixed steps of `dt` seconds. Pure and
 * seeded: the well's chance comes from its generator, time only from `dt`. What happened in a step
 * or an action is told as events, for the view's flashes and banners.
 */
import { TYPES, type PieceType } from './pieces';
import {
  clearRows,
  fall,
  fallInterval,
  fits,
  hardDrop,
  holdPiece,
  lock,
  move,
  newWell,
  resting,
  rotate,
  shapeOf,
  softDrop,
  spawn,
  COLS,
  HIDDEN,
  ROWS,
  type Well,
} from './well';

export type Mode = 'marathon' | 'sprint' | 'timed';
export const MODES = ['marathon', 'sprint', 'timed'] as const satisfies readonly [Mode, ...Mode[]];

/**
 * Marathon is endless and speeds up every 10 lines; sprint is a race to 20 lines at an unchanging
 * pace; timed is two minutes to score what you can, speeding up like marathon.
 */
export const MODE_RULES: Readonly<Record<Mode, { levelEvery: number; goal: number; limit: number }>> = {
  marathon: { levelEvery: 10, goal: 0, limit: 0 },
  sprint: { levelEvery: 0, goal: 20, limit: 0 },
  timed: { levelEvery: 10, goal: 0, limit: 120 },
};
/** The title's speed is the level the round starts at, and so the starting fall speed. */
export const START_LEVEL = { 1: 1, 2: 4, 3: 8 } as const;

export const FLASH = 0.32; // seconds a cleared row flashes before it goes
export const LOCK_DELAY = 0.5; // seconds a resting piece waits before it locks
export const LOCK_RESETS = 15; // moves on the ground that may restart that wait
export const DAS = 0.16; // a held left/right repeats after this long...
export const ARR = 0.05; // ...every this long
export const SOFT_STEP = 0.035; // a held soft drop moves a row this often

export type Action = 'left' | 'right' | 'rotate' | 'ccw' | 'soft' | 'hard' | 'hold';
export const ACTIONS: readonly Action[] = ['left', 'right', 'rotate', 'ccw', 'soft', 'hard', 'hold'];
export type EndReason = 'goal' | 'time' | 'top';

export interface Held {
  dir: 'left' | 'right' | null;
  t: number;
  rep: number;
  soft: boolean;
  softT: number;
}

export interface Round {
  mode: Mode;
  well: Well;
  /** Seconds played. */
  elapsed: number;
  fallAcc: number;
  lockTimer: number;
  lockResets: number;
  /** Full rows flashing before they go, and for how long they have. */
  flash: { rows: number[]; t: number } | null;
  /** The timed round's last ten seconds were announced. */
  warned: boolean;
  /** Keys or buttons held down: left/right and soft drop repeat while held. */
  held: Held;
  ended: EndReason | null;
}

export type RoundEvent =
  | { kind: 'cleared'; lines: number; points: number }
  | { kind: 'level'; level: number }
  | { kind: 'warning' }
  | { kind: 'dropped'; type: PieceType; cols: number[]; from: number; to: number }
  | { kind: 'ended'; reason: EndReason };

const released = (): Held => ({ dir: null, t: 0, rep: 0, soft: false, softT: 0 });

/** A new round of a mode at a speed, its first piece falling. */
export function newRound(mode: Mode, speed: 1 | 2 | 3, seed: number): Round {
  const well = newWell({ startLevel: START_LEVEL[speed], levelEvery: MODE_RULES[mode].levelEvery, seed });
  spawn(well);
  return {
    mode,
    well,
    elapsed: 0,
    fallAcc: 0,
    lockTimer: 0,
    lockResets: 0,
    flash: null,
    warned: false,
    held: released(),
    ended: null,
  };
}

function end(round: Round, reason: EndReason, events: RoundEvent[]): void {
  round.ended = reason;
  round.held = released();
  events.push({ kind: 'ended', reason });
}

function spawnNext(round: Round, events: RoundEvent[]): void {
  round.fallAcc = 0;
  round.lockTimer = 0;
  round.lockResets = 0;
  if (!spawn(round.well)) end(round, 'top', events);
}

function lockPiece(round: Round, events: RoundEvent[]): void {
  const full = lock(round.well);
  round.lockTimer = 0;
  if (full === null) end(round, 'top', events);
  else if (full.length > 0) round.flash = { rows: full, t: 0 };
  else spawnNext(round, events);
}

function finishClear(round: Round, rows: number[], events: RoundEvent[]): void {
  const { well } = round;
  const level = well.level;
  const points = clearRows(well, rows);
  round.flash = null;
  events.push({ kind: 'cleared', lines: rows.length, points });
  if (well.level > level) events.push({ kind: 'level', level: well.level });
  const { goal } = MODE_RULES[round.mode];
  if (goal && well.lines >= goal) end(round, 'goal', events);
  else spawnNext(round, events);
}

/** A ground move restarts the lock wait, a limited number of times per piece. */
function steadied(round: Round): void {
  if (round.lockTimer > 0 && round.lockResets < LOCK_RESETS) {
    round.lockTimer = 0;
    round.lockResets += 1;
  }
}

/** Does one action; true when the board changed (the input was answered). */
export function act(round: Round, name: Action, events: RoundEvent[] = []): boolean {
  const { well } = round;
  const p = well.piece;
  if (round.ended || round.flash || !p) return false;
  let changed: boolean;
  switch (name) {
    case 'left':
    case 'right':
      changed = move(well, name === 'left' ? -1 : 1);
      break;
    case 'rotate':
    case 'ccw':
      changed = rotate(well, name === 'rotate' ? 1 : -1);
      break;
    case 'soft':
      changed = softDrop(well);
      if (changed) round.fallAcc = 0;
      break;
    case 'hard': {
      // The columns and rows it fell through, for the streak drawn behind a hard drop.
      const cols = new Set<number>();
      shapeOf(p).forEach((row) => row.forEach((on, c) => on && cols.add(p.x + c)));
      const from = p.y;
      hardDrop(well);
      events.push({ kind: 'dropped', type: p.type, cols: [...cols], from, to: p.y });
      lockPiece(round, events);
      return true;
    }
    case 'hold':
      changed = holdPiece(well);
      if (changed) {
        round.fallAcc = 0;
        round.lockTimer = 0;
        round.lockResets = 0;
        if (well.over) end(round, 'top', events);
      }
      return changed;
  }
  if (changed) steadied(round);
  return changed;
}

/** A key or button pressed: left, right and soft drop repeat while held; the rest act once. */
export function press(round: Round, name: Action, events: RoundEvent[] = []): boolean {
  const { held } = round;
  if (name === 'left' || name === 'right') {
    held.dir = name;
    held.t = 0;
    held.rep = ARR; // the first repeat comes as soon as DAS has passed
  } else if (name === 'soft') {
    held.soft = true;
    held.softT = 0;
  }
  return act(round, name, events);
}

export function release(round: Round, name: Action): void {
  if (name === round.held.dir) round.held.dir = null;
  if (name === 'soft') round.held.soft = false;
}

export function releaseAll(round: Round): void {
  round.held = released();
}

function repeatHeld(round: Round, dt: number, events: RoundEvent[]): void {
  const { held } = round;
  if (held.dir) {
    held.t += dt;
    if (held.t >= DAS) {
      held.rep += dt;
      while (held.rep >= ARR) {
        held.rep -= ARR;
        if (!act(round, held.dir, events)) {
          held.rep = 0;
          break;
        }
      }
    }
  }
  if (held.soft) {
    held.softT += dt;
    while (held.softT >= SOFT_STEP) {
      held.softT -= SOFT_STEP;
      if (!act(round, 'soft', events)) break;
    }
  }
}

/** Advances the round by `dt` seconds: the clock, a flash of cleared rows, held keys, gravity, the lock. */
export function step(round: Round, dt: number, events: RoundEvent[] = []): void {
  if (round.ended) return;
  round.elapsed += dt;
  const { limit } = MODE_RULES[round.mode];
  if (limit) {
    const left = limit - round.elapsed;
    if (left <= 10 && !round.warned) {
      round.warned = true;
      events.push({ kind: 'warning' });
    }
    if (left <= 0) return end(round, 'time', events);
  }
  if (round.flash) {
    round.flash.t += dt;
    if (round.flash.t >= FLASH) finishClear(round, round.flash.rows, events);
    return;
  }
  const { well } = round;
  if (!well.piece) return;
  repeatHeld(round, dt, events);
  if (round.ended || round.flash || !well.piece) return;

  round.fallAcc += dt;
  const interval = fallInterval(well.level);
  while (round.fallAcc >= interval) {
    round.fallAcc -= interval;
    if (!fall(well)) {
      round.fallAcc = 0;
      break;
    }
  }
  if (resting(well)) {
    round.lockTimer += dt;
    if (round.lockTimer >= LOCK_DELAY) lockPiece(round, events);
  } else round.lockTimer = 0;
}

// ---- a saved round read back ------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isType = (v: unknown): v is PieceType => TYPES.includes(v as PieceType);

function readWell(w: unknown): Well | null {
  if (!isObject(w)) return null;
  const { board, bag, queue, piece, hold } = w;
  if (!Array.isArray(board) || board.length !== ROWS + HIDDEN) return null;
  for (const row of board as unknown[]) {
    if (!Array.isArray(row) || row.length !== COLS || !row.every((cell) => cell === null || isType(cell))) return null;
  }
  if (!Array.isArray(bag) || bag.length > 7 || !bag.every(isType) || new Set(bag).size !== bag.length) return null;
  if (!Array.isArray(queue) || queue.length !== 3 || !queue.every(isType)) return null;
  if (hold !== null && !isType(hold)) return null;
  if (typeof w.canHold !== 'boolean' || w.over !== false) return null;
  if (!isWhole(w.score) || !isWhole(w.lines) || !isWhole(w.level, 1) || !isWhole(w.startLevel, 1) || !isWhole(w.levelEvery))
    return null;
  if (!isWhole(w.rng, 0, 0xffffffff)) return null;
  if (piece !== null) {
    if (!isObject(piece) || !isType(piece.type) || !isWhole(piece.rot, 0, 3)) return null;
    if (!Number.isInteger(piece.x) || !Number.isInteger(piece.y)) return null;
    const p = piece as unknown as Well['piece'] & object;
    if (!fits(board as Well['board'], shapeOf(p), p.x, p.y)) return null;
  }
  return w as unknown as Well;
}

/** A saved round read back, or null when it is not a running round of this mode (or is broken). */
export function readRound(saved: unknown, mode: Mode): Round | null {
  if (!isObject(saved) || saved.mode !== mode || saved.ended !== null || typeof saved.warned !== 'boolean') return null;
  if (!isTime(saved.elapsed) || !isTime(saved.fallAcc) || !isTime(saved.lockTimer) || !isWhole(saved.lockResets)) return null;
  const well = readWell(saved.well);
  if (!well) return null;
  const { flash, held } = saved;
  if (flash !== null) {
    if (!isObject(flash) || !isTime(flash.t) || !Array.isArray(flash.rows) || flash.rows.length === 0) return null;
    if (!flash.rows.every((y) => isWhole(y, 0, ROWS + HIDDEN - 1) && well.board[y as number]!.every(Boolean))) return null;
  } else if (!well.piece) return null;
  if (!isObject(held)) return null;
  return { ...(saved as unknown as Round), well, held: released() };
}
