import { Rng } from '../engine/rng';
import { ALLOWED, ANSWERS } from './lists';
import { had, pickFresh } from './pick';

/**
 * The guess mode's rules: find the hidden five-letter word in six tries. Each guess is marked
 * letter by letter: in the right place, in the word elsewhere, or absent. Pure and seeded.
 */

export const TRIES = 6;
export const LENGTH = 5;

/** right: this letter is here in the secret; present: elsewhere in it; absent: not (or not again). */
export type Mark = 'right' | 'present' | 'absent';

export interface Row {
  word: string;
  marks: Mark[];
}

export interface GuessRound {
  mode: 'guess';
  speed: 1 | 2 | 3;
  answer: string;
  /** The guesses checked. */
  rows: Row[];
  /** The guess being typed. */
  cur: string;
  /** The letter shown from the start (slow speed), or -1. */
  hint: number;
  /** Hard mode (fast speed): every letter found must be used again. */
  hard: boolean;
  score: number;
  /** Answers the player has had this session. */
  used: string[];
  rng: number;
  end: 'solved' | 'out' | null;
}

export function newGuessRound(speed: 1 | 2 | 3, seed: number, used: readonly string[] = []): GuessRound {
  const rng = new Rng(seed);
  const answer = pickFresh(
    ANSWERS,
    () => true,
    used,
    (w) => w,
    rng,
  );
  const hint = speed === 1 ? rng.int(LENGTH) : -1;
  return {
    mode: 'guess',
    speed,
    answer,
    rows: [],
    cur: '',
    hint,
    hard: speed === 3,
    score: 0,
    used: had(used, answer),
    rng: rng.state,
    end: null,
  };
}

/**
 * The marks of a guess against the secret. Right places first; then each other letter is present
 * only while the secret has that letter left over, so a repeated letter is marked as often as the
 * secret has it and no more.
 */
export function marks(guess: string, secret: string): Mark[] {
  const out: Mark[] = Array.from(guess, () => 'absent');
  const left = new Map<string, number>();
  for (let i = 0; i < guess.length; i += 1) {
    if (guess[i] === secret[i]) out[i] = 'right';
    else if (secret[i] !== undefined) left.set(secret[i]!, (left.get(secret[i]!) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i += 1) {
    const n = left.get(guess[i]!) ?? 0;
    if (out[i] === 'right' || n === 0) continue;
    out[i] = 'present';
    left.set(guess[i]!, n - 1);
  }
  return out;
}

/** Why a guess is not taken. */
export type Problem =
  | { kind: 'short' }
  | { kind: 'unknown' }
  /** Hard mode: a letter found in its place must stay there. */
  | { kind: 'position'; position: number; letter: string }
  /** Hard mode: a letter found in the word must be used. */
  | { kind: 'use'; letter: string };

/** What a valid guess is: five letters a to z, a word of the list, and in hard mode every letter found used again. */
export function validate(round: GuessRound, word: string): Problem | null {
  if (word.length < LENGTH) return { kind: 'short' };
  if (!/^[a-z]+$/.test(word) || word.length !== LENGTH || !ALLOWED.has(word)) return { kind: 'unknown' };
  if (!round.hard) return null;
  for (const row of round.rows) {
    for (let i = 0; i < LENGTH; i += 1)
      if (row.marks[i] === 'right' && word[i] !== row.word[i]) return { kind: 'position', position: i + 1, letter: row.word[i]! };
    for (let i = 0; i < LENGTH; i += 1)
      if (row.marks[i] === 'present' && !word.includes(row.word[i]!)) return { kind: 'use', letter: row.word[i]! };
  }
  return null;
}

/** A letter typed (a to z; nothing when the row is full or the round over). */
export function typeLetter(round: GuessRound, letter: string): GuessRound {
  if (round.end || !/^[a-z]$/.test(letter) || round.cur.length >= LENGTH) return round;
  return { ...round, cur: round.cur + letter };
}

/** The last letter typed taken back. */
export function backspace(round: GuessRound): GuessRound {
  if (round.end || !round.cur) return round;
  return { ...round, cur: round.cur.slice(0, -1) };
}

/** Points for solving on the nth try. */
export const solvePoints = (tries: number): number => (TRIES + 1 - tries) * 20;

/**
 * Checks the typed guess: a guess that is not valid changes nothing and says why; a valid one is
 * marked, and the round ends on the answer or when the tries run out.
 */
export function submit(round: GuessRound): { round: GuessRound; problem: Problem | null } {
  if (round.end) return { round, problem: null };
  const problem = validate(round, round.cur);
  if (problem) return { round, problem };
  const rows = [...round.rows, { word: round.cur, marks: marks(round.cur, round.answer) }];
  const solved = round.cur === round.answer;
  const end = solved ? 'solved' : rows.length >= TRIES ? 'out' : null;
  const score = round.score + (solved ? solvePoints(rows.length) : 0);
  return { round: { ...round, rows, cur: '', score, end }, problem: null };
}

const RANK: Record<Mark, number> = { absent: 1, present: 2, right: 3 };

/** The keyboard's colours: each letter's best mark so far. */
export function keyMarks(round: GuessRound): Map<string, Mark> {
  const out = new Map<string, Mark>();
  for (const row of round.rows) {
    row.marks.forEach((mark, i) => {
      const letter = row.word[i]!;
      const was = out.get(letter);
      if (!was || RANK[mark] > RANK[was]) out.set(letter, mark);
    });
  }
  return out;
}
