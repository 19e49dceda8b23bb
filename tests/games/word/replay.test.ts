import { describe, expect, it } from 'vitest';
import {
  addLetter,
  backLetter,
  check,
  shuffleTiles,
  skip,
  step,
  wordOf,
  type AnagramRound,
} from '../../../src/games/word/anagram-rules';
import { submit, typeLetter, type GuessRound } from '../../../src/games/word/guess-rules';
import { newRound } from '../../../src/games/word/rules';
import { replays } from '../replay';

const GUESSES = ['crane', 'pilot', 'xyzzy', 'shout', 'dumpy', 'begin', 'world'];
const playGuess = (r: GuessRound, guesses: readonly string[]) =>
  guesses.reduce((round, word) => submit([...word].reduce(typeLetter, { ...round, cur: '' })).round, r);

/** A race: some letters typed, a shuffle, a solve or a skip now and then, and the clock in steps. */
const ANA_INPUTS = Array.from({ length: 400 }, (_, k) => k);
function playRace(start: AnagramRound, inputs: readonly number[]): AnagramRound {
  return inputs.reduce((r, k) => {
    let next = r;
    if (k % 9 === 0) next = shuffleTiles(next).round;
    else if (k % 13 === 0) next = skip(next).round;
    else if (k % 11 === 0) next = [...wordOf(next)].reduce((round, l) => addLetter(round, l).round, next);
    else if (k % 5 === 0) next = backLetter(next).round;
    else if (k % 7 === 0) next = check(next).round;
    else next = addLetter(next, 'etaoinsr'[k % 8]!).round;
    return step(next, 1 / 10);
  }, start);
}

describe('Word Guess replays', () => {
  it('the same seed and the same guesses give the same round and score', () => {
    replays(
      (seed) => playGuess(newRound('guess', 2, seed) as GuessRound, GUESSES),
      (r) => r,
    );
  });

  it('the same seed and the same taps give the same race', () => {
    replays(
      (seed) => playRace(newRound('timed', 2, seed) as AnagramRound, ANA_INPUTS),
      (r) => ({ history: r.history, score: r.score, end: r.end }),
    );
  });

  it('a resumed round continues as the uninterrupted one would', () => {
    const half = playRace(newRound('anagram', 3, 42) as AnagramRound, ANA_INPUTS.slice(0, 60));
    expect(half.end).toBe(false);
    const resumed = playRace(JSON.parse(JSON.stringify(half)) as AnagramRound, ANA_INPUTS.slice(60));
    expect(resumed).toEqual(playRace(newRound('anagram', 3, 42) as AnagramRound, ANA_INPUTS));
    const guessHalf = playGuess(newRound('guess', 1, 7) as GuessRound, GUESSES.slice(0, 2));
    const guessResumed = playGuess(JSON.parse(JSON.stringify(guessHalf)) as GuessRound, GUESSES.slice(2));
    expect(guessResumed).toEqual(playGuess(newRound('guess', 1, 7) as GuessRound, GUESSES));
  });
});
