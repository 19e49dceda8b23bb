import { Rng } from '../engine/rng';
import { ANAGRAMS } from './lists';
import { had, pickFresh } from './pick';

/**
 * The anagram and timed modes' rules: unscramble a word from its shuffled letters. Anagram plays
 * ten words of lengths set by the speed; timed plays as many as the clock allows. Between two words
 * the answer stays a moment on the board (a wait counted in the steps given). Pure and seeded.
 */

export const ROUND_WORDS = 10;
/** Seconds of the timed mode, by speed. */
export const CLOCK = [90, 60, 40] as const;
/** Word lengths for an anagram round, shorter when slow, longer when fast. */
const ROUND_LENGTHS = [
  [4, 4, 4, 5, 5, 5, 5, 6, 6, 6],
  [4, 4, 5, 5, 5, 6, 6, 6, 7, 7],
  [5, 5, 5, 6, 6, 6, 7, 7, 7, 7],
] as const;
/** Seconds the answer stays after a solve, and after a skip. */
export const SOLVED_WAIT = 0.65;
export const SKIPPED_WAIT = 1.1;
/** A letter typed that is not among the free tiles. */
export const NOT_IN_POOL = -1;
/** A letter the skip put in the answer row. */
export const SHOWN = -2;

export interface AnagramRound {
  mode: 'anagram' | 'timed';
  speed: 1 | 2 | 3;
  /** The word and the other words its letters spell. */
  entry: string[];
  /** The shuffled tiles. */
  letters: string[];
  /** The answer row's letters, and the tile each came from (NOT_IN_POOL, SHOWN). */
  typed: string[];
  usedIdx: number[];
  /** The word's number in the round, from 0. */
  index: number;
  history: Array<{ word: string; ok: boolean }>;
  /** Seconds left on the timed mode's clock. */
  timeLeft: number;
  /** Seconds until the next word (the answer shows meanwhile), 0 while a word is played. */
  wait: number;
  /** How the word shown in the wait went. */
  shown: 'solved' | 'missed' | null;
  score: number;
  used: string[];
  rng: number;
  end: boolean;
}

/** The length of the next word: the anagram round's plan, or the timed race's growing lengths. */
function nextLength(round: Pick<AnagramRound, 'mode' | 'speed' | 'index'>, rng: Rng): number {
  const i = round.index;
  if (round.mode === 'anagram') return ROUND_LENGTHS[round.speed - 1][i]!;
  return i < 3 ? 4 + rng.int(2) : i < 8 ? 5 + rng.int(2) : 5 + rng.int(3);
}

/** The next word on the board: picked fresh, its letters shuffled until they spell no accepted word. */
function nextWord(round: AnagramRound): AnagramRound {
  const rng = new Rng(round.rng);
  const len = nextLength(round, rng);
  const entry = pickFresh(
    ANAGRAMS,
    (e) => e[0]!.length === len,
    round.used,
    (e) => e[0]!,
    rng,
  );
  const word = entry[0]!;
  let letters: string[];
  let tries = 0;
  do {
    letters = rng.shuffle([...word]);
  } while (entry.includes(letters.join('')) && ++tries < 30);
  return {
    ...round,
    entry: [...entry],
    letters,
    typed: [],
    usedIdx: [],
    wait: 0,
    shown: null,
    used: had(round.used, word),
    rng: rng.state,
  };
}

export function newAnagramRound(
  mode: 'anagram' | 'timed',
  speed: 1 | 2 | 3,
  seed: number,
  used: readonly string[] = [],
): AnagramRound {
  return nextWord({
    mode,
    speed,
    entry: [],
    letters: [],
    typed: [],
    usedIdx: [],
    index: 0,
    history: [],
    timeLeft: CLOCK[speed - 1],
    wait: 0,
    shown: null,
    score: 0,
    used: [...used],
    rng: seed >>> 0,
    end: false,
  });
}

const playable = (round: AnagramRound) => !round.end && round.wait === 0;
export const wordOf = (round: AnagramRound): string => round.entry[0]!;

/** What a move did, for the view to say. */
export type Feedback = 'not-in-pool' | 'short' | 'solved' | 'not-quite' | 'skipped' | null;

export interface Moved {
  round: AnagramRound;
  changed: boolean;
  feedback: Feedback;
}

const still = (round: AnagramRound, feedback: Feedback = null): Moved => ({ round, changed: false, feedback });

/**
 * A letter into the answer row: from tile `tile` when tapped, or typed (the first free tile with
 * that letter, if any: a typed letter not among them still shows, marked wrong). A full row of
 * letters all from the tiles is checked at once.
 */
export function addLetter(round: AnagramRound, letter: string, tile?: number): Moved {
  if (!playable(round) || round.typed.length >= wordOf(round).length) return still(round);
  let from = tile;
  if (from === undefined) {
    if (!/^[a-z]$/.test(letter)) return still(round);
    from = round.letters.findIndex((l, i) => l === letter && !round.usedIdx.includes(i));
  } else if (round.usedIdx.includes(from) || round.letters[from] !== letter) {
    return still(round);
  }
  const next = { ...round, typed: [...round.typed, letter], usedIdx: [...round.usedIdx, from] };
  if (from === NOT_IN_POOL) return { round: next, changed: true, feedback: 'not-in-pool' };
  if (next.typed.length === wordOf(next).length && !next.usedIdx.includes(NOT_IN_POOL)) {
    const checked = check(next, true);
    return { ...checked, changed: true };
  }
  return { round: next, changed: true, feedback: null };
}

/** The last letter taken back. */
export function backLetter(round: AnagramRound): Moved {
  if (!playable(round) || round.typed.length === 0) return still(round);
  return {
    round: { ...round, typed: round.typed.slice(0, -1), usedIdx: round.usedIdx.slice(0, -1) },
    changed: true,
    feedback: null,
  };
}

/** The free tiles shuffled; the used ones stay where they are. */
export function shuffleTiles(round: AnagramRound): Moved {
  if (!playable(round)) return still(round);
  const rng = new Rng(round.rng);
  const free = round.letters.map((_, i) => i).filter((i) => !round.usedIdx.includes(i));
  const vals = rng.shuffle(free.map((i) => round.letters[i]!));
  const letters = [...round.letters];
  free.forEach((i, k) => (letters[i] = vals[k]!));
  return { round: { ...round, letters, rng: rng.state }, changed: true, feedback: null };
}

/**
 * Checks the answer row: an accepted word scores ten points a letter and the next word follows
 * after a moment; another word is not quite (the row stays to be mended). A row not yet full is
 * no answer (said only when the player asked for the check).
 */
export function check(round: AnagramRound, auto = false): Moved {
  if (!playable(round)) return still(round);
  const word = wordOf(round);
  const guess = round.typed.join('');
  if (guess.length < word.length) return still(round, auto ? null : 'short');
  if (!round.entry.includes(guess)) return { round, changed: true, feedback: 'not-quite' };
  const next: AnagramRound = {
    ...round,
    score: round.score + word.length * 10,
    history: [...round.history, { word: guess, ok: true }],
    wait: SOLVED_WAIT,
    shown: 'solved',
  };
  return { round: next, changed: true, feedback: 'solved' };
}

/** The word given up: it shows, and the next follows after a moment. */
export function skip(round: AnagramRound): Moved {
  if (!playable(round)) return still(round);
  const word = wordOf(round);
  const next: AnagramRound = {
    ...round,
    history: [...round.history, { word, ok: false }],
    typed: [...word],
    usedIdx: Array.from(word, () => SHOWN),
    wait: SKIPPED_WAIT,
    shown: 'missed',
  };
  return { round: next, changed: true, feedback: 'skipped' };
}

/**
 * A step of dt seconds of play: the timed mode's clock runs (the round ends when it is out), and
 * after a word's wait the next word comes (the anagram round ends after its tenth).
 */
export function step(round: AnagramRound, dt: number): AnagramRound {
  if (round.end) return round;
  let next = round;
  if (next.mode === 'timed') {
    const timeLeft = Math.max(0, next.timeLeft - dt);
    next = { ...next, timeLeft };
    if (timeLeft === 0) return { ...next, end: true };
  }
  if (next.wait > 0) {
    const wait = next.wait - dt;
    if (wait > 1e-9) return { ...next, wait };
    const index = next.index + 1;
    if (next.mode === 'anagram' && index >= ROUND_WORDS) return { ...next, index, wait: 0, end: true };
    return nextWord({ ...next, index });
  }
  return next;
}

export const solvedCount = (round: AnagramRound): number => round.history.filter((h) => h.ok).length;
