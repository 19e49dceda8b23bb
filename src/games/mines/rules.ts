import {
  chord,
  cleared,
  createField,
  dig as digField,
  flagTheRest,
  readField,
  toggleFlag,
  type Field,
  type Opened,
} from './minefield';

/**
 * A round of Minesweeper: the mode's board, the score, the clock and the end. Pure: a move takes a
 * round and gives the next one; the clock moves by the steps it is given.
 */

export type Mode = 'classic' | 'wide' | 'timed';
export const MODES = ['classic', 'wide', 'timed'] as const satisfies readonly [Mode, ...Mode[]];
export type Speed = 1 | 2 | 3;

export interface Board {
  cols: number;
  rows: number;
  /** Mines by speed: sparse, normal, dense. */
  mines: readonly [number, number, number];
  /** Seconds to clear the field in, for the timed mode. */
  countdown?: number;
}

/**
 * The boards. Wide still fits a 360 px phone in portrait with cells of 32 px or more; timed is the
 * classic board against a countdown.
 */
export const BOARDS: Record<Mode, Board> = {
  classic: { cols: 9, rows: 9, mines: [8, 10, 14] },
  wide: { cols: 10, rows: 14, mines: [14, 20, 28] },
  timed: { cols: 9, rows: 9, mines: [8, 10, 14], countdown: 120 },
};

export type End = 'won' | 'mine' | 'time';

export interface Round {
  mode: Mode;
  speed: Speed;
  field: Field;
  /** The generator's state (the mines are laid from it at the first dig). */
  rng: number;
  score: number;
  /** Seconds played since the first dig. */
  elapsed: number;
  end: End | null;
}

export const minesOf = (mode: Mode, speed: Speed): number => BOARDS[mode].mines[speed - 1]!;
/** Points for each cell dug; denser fields are worth more per cell. */
export const cellPoints = (speed: Speed): number => [5, 10, 15][speed - 1]!;
/** Seconds under which a win in the untimed modes still earns a time bonus. */
export const par = (mode: Mode): number => BOARDS[mode].cols * BOARDS[mode].rows * 2;

export function newRound(mode: Mode, speed: Speed, seed: number): Round {
  const { cols, rows } = BOARDS[mode];
  return { mode, speed, field: createField(cols, rows, minesOf(mode, speed)), rng: seed >>> 0, score: 0, elapsed: 0, end: null };
}

/** What a move did, for the view to animate. */
export interface MoveResult {
  round: Round;
  /** The move changed the board. */
  changed: boolean;
  /** Cells opened, with their ripple distance. */
  opened: Opened[];
  /** The mine dug into, or -1. */
  mine: number;
  /** Mines flagged by the win. */
  flagged: number[];
  /** The bonus a win earned (time and win), 0 otherwise. */
  bonus: number;
}

const nothing = (round: Round): MoveResult => ({ round, changed: false, opened: [], mine: -1, flagged: [], bonus: 0 });

/** After cells were opened: the score, and the end when a mine went off or the field is clear. */
function afterOpening(round: Round, field: Field, opened: Opened[], mine: number, rng = round.rng): MoveResult {
  const next: Round = { ...round, field, rng, score: field.opened * cellPoints(round.speed) };
  if (mine >= 0) return { ...nothing({ ...next, end: 'mine' }), changed: true, opened, mine };
  if (!cleared(field)) return { ...nothing(next), changed: true, opened };
  const { field: flaggedField, flagged } = flagTheRest(field);
  const secs = Math.floor(round.elapsed);
  const { countdown } = BOARDS[round.mode];
  const bonus = (countdown ? (countdown - secs) * 10 : Math.max(0, par(round.mode) - secs) * 5) + 100 * round.speed;
  const won: Round = { ...next, field: flaggedField, score: next.score + bonus, end: 'won' };
  return { round: won, changed: true, opened, mine: -1, flagged, bonus };
}

/** Digs a cell; digging an open number chords. A flagged cell is not dug. */
export function dig(round: Round, i: number): MoveResult {
  if (round.end) return nothing(round);
  const cell = round.field.cells[i];
  if (!cell) return nothing(round);
  if (cell.open) return chordAt(round, i);
  const result = digField(round.field, i, round.rng);
  if (result.field === round.field) return nothing(round);
  return afterOpening(round, result.field, result.opened, result.mine, result.seed);
}

/** Flags or unflags a closed cell; on an open number it chords. */
export function flag(round: Round, i: number): MoveResult {
  if (round.end) return nothing(round);
  const cell = round.field.cells[i];
  if (!cell) return nothing(round);
  if (cell.open) return chordAt(round, i);
  const field = toggleFlag(round.field, i);
  return field ? { ...nothing({ ...round, field }), changed: true } : nothing(round);
}

function chordAt(round: Round, i: number): MoveResult {
  const result = chord(round.field, i);
  return result ? afterOpening(round, result.field, result.opened, result.mine) : nothing(round);
}

/**
 * The clock: a step of dt seconds of play. It runs from the first dig; the timed mode's round is
 * lost when its countdown is used up.
 */
export function tick(round: Round, dt: number): Round {
  if (round.end || !round.field.laid) return round;
  const elapsed = round.elapsed + dt;
  const { countdown } = BOARDS[round.mode];
  if (countdown !== undefined && elapsed >= countdown) return { ...round, elapsed: countdown, end: 'time' };
  return { ...round, elapsed };
}

/** The seconds the clock shows: counting down in the timed mode, up in the others. */
export function clockSeconds(round: Round): number {
  const secs = Math.floor(round.elapsed);
  const { countdown } = BOARDS[round.mode];
  return countdown === undefined ? secs : Math.max(0, countdown - secs);
}

/** m:ss */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A saved round read back, or null when it is not a round of this mode and speed, or is broken or over. */
export function readRound(saved: unknown, mode: Mode, speed: Speed): Round | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const r = saved as Partial<Round>;
  if (r.mode !== mode || r.speed !== speed || r.end !== null) return null;
  if (!Number.isInteger(r.rng) || r.rng! < 0 || r.rng! >= 2 ** 32) return null;
  const { cols, rows, countdown } = BOARDS[mode];
  const field = readField(r.field, cols, rows, minesOf(mode, speed));
  if (!field || field.exploded >= 0 || cleared(field)) return null;
  if (r.score !== field.opened * cellPoints(speed)) return null;
  if (typeof r.elapsed !== 'number' || !(r.elapsed >= 0) || r.elapsed >= (countdown ?? Infinity)) return null;
  return r as Round;
}
