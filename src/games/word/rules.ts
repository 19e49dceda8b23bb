import { CLOCK, newAnagramRound, ROUND_WORDS, type AnagramRound } from './anagram-rules';
import { newGuessRound, LENGTH, TRIES, marks, type GuessRound } from './guess-rules';
import { ALLOWED, ANAGRAMS, ANSWERS } from './lists';

/** Word Guess's modes and a round of any of them: the guess mode's, or the anagram and timed modes'. */

export type Mode = 'guess' | 'anagram' | 'timed';
export const MODES = ['guess', 'anagram', 'timed'] as const satisfies readonly [Mode, ...Mode[]];
export type Speed = 1 | 2 | 3;
export type WordRound = GuessRound | AnagramRound;

/** A new round of the mode, its words picked from the seed among those the session has not had. */
export function newRound(mode: Mode, speed: Speed, seed: number, used: readonly string[] = []): WordRound {
  return mode === 'guess' ? newGuessRound(speed, seed, used) : newAnagramRound(mode, speed, seed, used);
}

const isWhole = (v: unknown, min = 0, max = Infinity): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isWords = (v: unknown): v is string[] => Array.isArray(v) && v.every((w) => typeof w === 'string' && /^[a-z]+$/.test(w));
const isLetters = (v: unknown): v is string[] => Array.isArray(v) && v.every((w) => typeof w === 'string' && /^[a-z]$/.test(w));

function readGuess(r: Partial<GuessRound>): GuessRound | null {
  if (typeof r.answer !== 'string' || !ANSWERS.includes(r.answer)) return null;
  if (!Array.isArray(r.rows) || r.rows.length >= TRIES) return null;
  for (const row of r.rows as unknown[]) {
    const { word, marks: m } = (row ?? {}) as Partial<GuessRound['rows'][number]>;
    if (typeof word !== 'string' || !ALLOWED.has(word) || word === r.answer) return null;
    if (JSON.stringify(m) !== JSON.stringify(marks(word, r.answer))) return null;
  }
  if (typeof r.cur !== 'string' || !/^[a-z]{0,5}$/.test(r.cur) || r.score !== 0) return null;
  if (!isWhole(r.hint, -1, LENGTH - 1) || r.hint >= 0 !== (r.speed === 1) || r.hard !== (r.speed === 3)) return null;
  return r as GuessRound;
}

function readAnagram(r: Partial<AnagramRound>): AnagramRound | null {
  if (!isWords(r.entry) || !ANAGRAMS.some((e) => JSON.stringify(e) === JSON.stringify(r.entry))) return null;
  const word = r.entry[0]!;
  if (!isLetters(r.letters) || [...r.letters].sort().join('') !== [...word].sort().join('')) return null;
  if (!isLetters(r.typed) || !Array.isArray(r.usedIdx) || r.typed.length !== r.usedIdx.length || r.typed.length > word.length)
    return null;
  if (!r.usedIdx.every((i) => isWhole(i, -2, word.length - 1))) return null;
  if (!isWhole(r.index, 0, r.mode === 'anagram' ? ROUND_WORDS - 1 : Infinity)) return null;
  if (!Array.isArray(r.history) || r.history.length > r.index + 1) return null;
  if (!r.history.every((h) => typeof h === 'object' && h !== null && isWords([h.word]) && typeof h.ok === 'boolean')) return null;
  const clock = CLOCK[r.speed! - 1];
  if (typeof r.timeLeft !== 'number' || !(r.timeLeft > 0 && r.timeLeft <= clock)) return null;
  if (
    typeof r.wait !== 'number' ||
    !(r.wait >= 0 && r.wait <= 2) ||
    r.wait > 0 !== (r.shown === 'solved' || r.shown === 'missed')
  )
    return null;
  if (r.shown === undefined || (r.shown !== null && r.shown !== 'solved' && r.shown !== 'missed')) return null;
  const points = r.history.filter((h) => h.ok).reduce((sum, h) => sum + h.word.length * 10, 0);
  if (r.score !== points) return null;
  return r as AnagramRound;
}

/** A saved round read back, or null when it is not a playing round of this mode and speed, or is broken. */
export function readRound(saved: unknown, mode: Mode, speed: Speed): WordRound | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const r = saved as Partial<WordRound>;
  if (r.mode !== mode || r.speed !== speed || !isWhole(r.rng, 0, 2 ** 32 - 1) || !isWords(r.used) || !isWhole(r.score))
    return null;
  if (mode === 'guess') return r.end === null ? readGuess(r as Partial<GuessRound>) : null;
  return r.end === false ? readAnagram(r as Partial<AnagramRound>) : null;
}
