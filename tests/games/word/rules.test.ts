import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLetter,
  backLetter,
  check,
  CLOCK,
  newAnagramRound,
  NOT_IN_POOL,
  ROUND_WORDS,
  shuffleTiles,
  skip,
  SKIPPED_WAIT,
  solvedCount,
  SOLVED_WAIT,
  step,
  wordOf,
  type AnagramRound,
} from '../../../src/games/word/anagram-rules';
import {
  backspace,
  keyMarks,
  marks,
  newGuessRound,
  solvePoints,
  submit,
  TRIES,
  typeLetter,
  validate,
  type GuessRound,
} from '../../../src/games/word/guess-rules';
import { ALLOWED, ANAGRAMS, ANSWERS } from '../../../src/games/word/lists';
import { newRound, readRound } from '../../../src/games/word/rules';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const speeds = fc.constantFrom(1 as const, 2 as const, 3 as const);
const WORDS = [...ALLOWED];
const words = fc.constantFrom(...WORDS);
const letters5 = fc.stringMatching(/^[a-e]{5}$/);
const typed = (round: GuessRound, word: string) => [...word].reduce(typeLetter, round);
const count = (word: string, letter: string) => [...word].filter((l) => l === letter).length;

describe('the guess mode', () => {
  it('picks its secret from the answers, by the seed, and not one the session has had', () => {
    const r = newGuessRound(2, 5);
    expect(ANSWERS).toContain(r.answer);
    expect(newGuessRound(2, 5).answer).toBe(r.answer);
    const others = new Set(Array.from({ length: 20 }, (_, s) => newGuessRound(2, s).answer));
    expect(others.size).toBeGreaterThan(10);
    const all = ANSWERS.filter((w) => w !== 'zebra');
    expect(newGuessRound(2, 9, all).answer).toBe('zebra');
    // Once every answer was had, any may come again.
    expect(ANSWERS).toContain(newGuessRound(2, 9, [...ANSWERS]).answer);
  });

  it('shows a letter at slow speed and plays hard mode at fast speed', () => {
    expect(newGuessRound(1, 3).hint).toBeGreaterThanOrEqual(0);
    expect(newGuessRound(2, 3)).toMatchObject({ hint: -1, hard: false });
    expect(newGuessRound(3, 3)).toMatchObject({ hint: -1, hard: true });
  });

  it('marks a guess equal to the secret all right', () => {
    fc.assert(
      fc.property(words, (w) => {
        expect(marks(w, w)).toEqual(Array(5).fill('right'));
      }),
    );
  });

  it('never marks a letter right or present more often than the secret has it', () => {
    fc.assert(
      fc.property(fc.oneof(words, letters5), fc.oneof(words, letters5), (guess, secret) => {
        const m = marks(guess, secret);
        for (const letter of new Set(guess)) {
          const found = [...guess].filter((l, i) => l === letter && m[i] !== 'absent').length;
          expect(found).toBeLessThanOrEqual(count(secret, letter));
          // And as often as it can: the smaller of the two counts.
          expect(found).toBe(Math.min(count(guess, letter), count(secret, letter)));
        }
        m.forEach((mark, i) => expect(mark === 'right').toBe(guess[i] === secret[i]));
      }),
    );
  });

  it('handles repeated letters: the right place first, then only what is left over', () => {
    expect(marks('speed', 'abide')).toEqual(['absent', 'absent', 'present', 'absent', 'present']);
    expect(marks('eerie', 'crepe')).toEqual(['present', 'absent', 'present', 'absent', 'right']);
    expect(marks('llama', 'hello')).toEqual(['present', 'present', 'absent', 'absent', 'absent']);
  });

  it('takes a guess of five letters that is a word of the list, and says why it refuses another', () => {
    const r = newGuessRound(2, 1);
    expect(validate(r, 'cran')).toEqual({ kind: 'short' });
    expect(validate(r, 'xyzzy')).toEqual({ kind: 'unknown' });
    expect(validate(r, 'CRANE')).toEqual({ kind: 'unknown' });
    expect(validate(r, 'cranes')).toEqual({ kind: 'unknown' });
    expect(validate(r, 'crane')).toBeNull();
  });

  it('in hard mode a letter found must be used again, in its place when it was right', () => {
    const r: GuessRound = { ...newGuessRound(3, 1), answer: 'crane', rows: [{ word: 'cargo', marks: marks('cargo', 'crane') }] };
    expect(validate(r, 'tiger')).toEqual({ kind: 'position', position: 1, letter: 'c' });
    expect(validate(r, 'climb')).toEqual({ kind: 'use', letter: 'a' });
    expect(validate(r, 'cream')).toBeNull();
  });

  it('an invalid guess changes nothing', () => {
    fc.assert(
      fc.property(seeds, speeds, fc.oneof(letters5, fc.stringMatching(/^[a-z]{0,4}$/)), (seed, speed, word) => {
        const r = typed(newGuessRound(speed, seed), word);
        fc.pre(validate(r, r.cur) !== null);
        const result = submit(r);
        expect(result.problem).not.toBeNull();
        expect(result.round).toBe(r);
      }),
    );
  });

  it('types up to five letters a to z, and takes the last one back', () => {
    let r = typed(newGuessRound(2, 1), 'abcdefg');
    expect(r.cur).toBe('abcde');
    expect(typeLetter(r, 'z')).toBe(r);
    expect(typeLetter(backspace(r), '1').cur).toBe('abcd');
    r = backspace(backspace(r));
    expect(r.cur).toBe('abc');
    const empty = newGuessRound(2, 1);
    expect(backspace(empty)).toBe(empty);
  });

  it('ends exactly on a correct guess or when the tries run out, scoring the tries left', () => {
    fc.assert(
      fc.property(seeds, fc.array(words, { minLength: 1, maxLength: 8 }), (seed, guesses) => {
        let r = newGuessRound(2, seed);
        for (const guess of guesses) {
          const before = r;
          r = submit(typed(r, guess)).round;
          if (before.end) {
            expect(r).toEqual(before);
            continue;
          }
          const n = r.rows.length;
          expect(r.end).toBe(guess === r.answer ? 'solved' : n === TRIES ? 'out' : null);
          expect(r.score).toBe(guess === r.answer ? solvePoints(n) : 0);
        }
      }),
    );
    const r = newGuessRound(2, 4);
    const solved = submit(typed(r, r.answer)).round;
    expect(solved).toMatchObject({ end: 'solved', score: 120 });
  });

  it('colours each key by its best mark so far', () => {
    const r: GuessRound = {
      ...newGuessRound(2, 1),
      rows: [
        { word: 'cargo', marks: marks('cargo', 'crane') },
        { word: 'crane', marks: marks('crane', 'crane') },
      ],
    };
    const keys = keyMarks(r);
    expect(keys.get('a')).toBe('right');
    expect(keys.get('g')).toBe('absent');
  });
});

/** An anagram round on a chosen word. */
const onWord = (entry: string[], letters: string[], extra: Partial<AnagramRound> = {}): AnagramRound => ({
  ...newAnagramRound('anagram', 2, 1),
  entry,
  letters,
  typed: [],
  usedIdx: [],
  ...extra,
});
const typeAll = (r: AnagramRound, text: string) => [...text].reduce((round, l) => addLetter(round, l).round, r);

describe('the anagram and timed modes', () => {
  it('plays the speed’s word lengths, letters shuffled so they spell no accepted word', () => {
    fc.assert(
      fc.property(seeds, speeds, (seed, speed) => {
        const r = newAnagramRound('anagram', speed, seed);
        expect(ANAGRAMS.some((e) => e.join() === r.entry.join())).toBe(true);
        expect([...r.letters].sort()).toEqual([...wordOf(r)].sort());
        expect(wordOf(r).length).toBe(speed === 3 ? 5 : 4);
        expect(r.used).toContain(wordOf(r));
      }),
    );
  });

  it('types a letter from the first free tile that has it, and marks one that no tile has', () => {
    const r = onWord(['bear', 'bare'], ['r', 'a', 'e', 'b']);
    const a = addLetter(r, 'a');
    expect(a.round.usedIdx).toEqual([1]);
    const z = addLetter(a.round, 'z');
    expect(z.feedback).toBe('not-in-pool');
    expect(z.round.usedIdx).toEqual([1, NOT_IN_POOL]);
    expect(addLetter(a.round, 'a', 1).changed).toBe(false); // that tile is used
    expect(addLetter(a.round, '7').changed).toBe(false);
    expect(backLetter(z.round).round.usedIdx).toEqual([1]);
    expect(backLetter(r).changed).toBe(false);
  });

  it('checks a full row at once: an accepted word scores ten a letter and waits, another is not quite', () => {
    const r = onWord(['bear', 'bare'], ['r', 'a', 'e', 'b']);
    const solved = typeAll(r, 'bare');
    expect(solved).toMatchObject({ score: 40, wait: SOLVED_WAIT, shown: 'solved' });
    expect(solved.history).toEqual([{ word: 'bare', ok: true }]);
    expect(addLetter(solved, 'b').changed).toBe(false); // waiting for the next word
    const wrong = addLetter(typeAll(r, 'ebr'), 'a');
    expect(wrong.feedback).toBe('not-quite');
    expect(wrong.round.score).toBe(0);
    expect(check(typeAll(r, 'ab'))).toMatchObject({ changed: false, feedback: 'short' });
    expect(check(typeAll(r, 'ab'), true).feedback).toBeNull();
    expect(addLetter(typeAll(r, 'erab'), 'b').changed).toBe(false); // the row is full
  });

  it('a skip shows the word, and the next word comes after the wait', () => {
    const r = skip(newAnagramRound('anagram', 2, 3)).round;
    expect(r).toMatchObject({ shown: 'missed', wait: SKIPPED_WAIT });
    expect(r.typed.join('')).toBe(wordOf(r));
    expect(step(r, 0.5).index).toBe(0);
    const next = step(step(r, 0.5), 0.7);
    expect(next.index).toBe(1);
    expect(next).toMatchObject({ wait: 0, shown: null, typed: [] });
    expect(wordOf(next)).not.toBe(wordOf(r));
    expect(step(next, 1)).toBe(next); // nothing to wait for, no clock
  });

  it('shuffles only the free tiles', () => {
    const first = newAnagramRound('anagram', 3, 8);
    const withTile = addLetter(first, first.letters[2]!, 2).round;
    const shuffled = shuffleTiles(withTile).round;
    expect(shuffled.letters[2]).toBe(withTile.letters[2]);
    expect([...shuffled.letters].sort()).toEqual([...withTile.letters].sort());
    expect(shuffled.rng).not.toBe(withTile.rng);
    expect(addLetter(first, first.letters[2] === 'z' ? 'y' : 'z', 2).changed).toBe(false); // a tile gives its own letter only
  });

  it('the anagram round ends after its tenth word', () => {
    let r = newAnagramRound('anagram', 1, 2);
    for (let k = 0; k < ROUND_WORDS; k += 1) {
      expect(r.end).toBe(false);
      r = step(skip(r).round, SKIPPED_WAIT);
    }
    expect(r.end).toBe(true);
    expect(solvedCount(r)).toBe(0);
    expect(skip(r).changed).toBe(false);
    expect(step(r, 1)).toBe(r);
  });

  it('the timed race ends exactly when its clock runs out, whatever it was doing', () => {
    fc.assert(
      fc.property(seeds, speeds, fc.array(fc.constantFrom('skip', 'solve', 'wait'), { maxLength: 30 }), (seed, speed, plan) => {
        let r = newAnagramRound('timed', speed, seed);
        let clock = CLOCK[speed - 1];
        for (const move of plan) {
          if (move === 'skip') r = skip(r).round;
          else if (move === 'solve' && r.wait === 0) r = typeAll({ ...r, typed: [], usedIdx: [] }, wordOf(r));
          r = step(r, 1);
          clock -= 1;
          expect(r.end).toBe(clock <= 0);
          if (r.end) break;
        }
        expect(r.score).toBe(r.history.filter((h) => h.ok).reduce((s, h) => s + h.word.length * 10, 0));
      }),
    );
  });

  it('the timed race’s words grow longer as it goes', () => {
    let r = newAnagramRound('timed', 2, 4);
    const lengths: number[] = [];
    for (let k = 0; k < 12; k += 1) {
      lengths.push(wordOf(r).length);
      r = step(skip(r).round, SKIPPED_WAIT);
    }
    expect(lengths.slice(0, 3).every((n) => n >= 4 && n <= 5)).toBe(true);
    expect(lengths.slice(3, 8).every((n) => n >= 5 && n <= 6)).toBe(true);
    expect(lengths.slice(8).every((n) => n >= 5 && n <= 7)).toBe(true);
  });
});

describe('a saved round', () => {
  it('is read back for its mode and speed, and refused when broken or over', () => {
    const g = submit(typed(newRound('guess', 2, 3) as GuessRound, 'crane')).round;
    expect(readRound(JSON.parse(JSON.stringify(g)), 'guess', 2)).toEqual(g);
    expect(readRound(g, 'guess', 3)).toBeNull();
    expect(readRound(g, 'anagram', 2)).toBeNull();
    expect(readRound({ ...g, answer: 'qqqqq' }, 'guess', 2)).toBeNull();
    expect(
      readRound({ ...g, rows: [{ word: 'crane', marks: ['right', 'right', 'right', 'right', 'right'] }] }, 'guess', 2),
    ).toBeNull();
    expect(readRound({ ...g, cur: 'ABC' }, 'guess', 2)).toBeNull();
    expect(readRound({ ...g, hint: 2 }, 'guess', 2)).toBeNull();
    expect(readRound({ ...g, score: 20 }, 'guess', 2)).toBeNull();
    expect(readRound({ ...g, end: 'out' }, 'guess', 2)).toBeNull();
    expect(readRound({ ...g, used: [3] }, 'guess', 2)).toBeNull();
    expect(readRound(null, 'guess', 2)).toBeNull();

    const a = step(typeAll(newRound('timed', 2, 3) as AnagramRound, 'x'), 5);
    expect(readRound(JSON.parse(JSON.stringify(a)), 'timed', 2)).toEqual(a);
    expect(readRound({ ...a, letters: ['q'] }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, entry: ['zzzz'] }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, usedIdx: [] }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, usedIdx: [9] }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, timeLeft: 0 }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, wait: 0.5 }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, shown: 'maybe' }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, score: 10 }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, history: [{ word: 1, ok: true }] }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, history: [{}, {}, {}] }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, end: true }, 'timed', 2)).toBeNull();
    expect(readRound({ ...a, mode: 'anagram', index: 10 }, 'anagram', 2)).toBeNull();
  });
});
