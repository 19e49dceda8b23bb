import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answer,
  MODES,
  newRound,
  next,
  pointsFor,
  pool,
  readRound,
  rightAnswers,
  ROUND,
  shown,
  status,
  STEPS_PER_SECOND,
  tick,
  verdict,
  type Mode,
  type Round,
} from '../../../src/games/quiz/rules';

const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const mode = fc.constantFrom(...MODES);
const speed = fc.constantFrom(1 as const, 2 as const, 3 as const);
/** A player's turn: wait this many steps, then pick this place (or let the time run out: null). */
const turn = fc.record({
  wait: fc.integer({ min: 0, max: 25 * STEPS_PER_SECOND }),
  place: fc.option(fc.integer({ min: 0, max: 3 })),
});

/** Waits `steps` fixed steps of the clock (or until the question is answered). */
const wait = (round: Round, steps: number): Round => {
  let r = round;
  for (let i = 0; i < steps && status(r) === 'asking'; i += 1) r = tick(r);
  return r;
};

describe('quiz rules', () => {
  it('asks each question at most once in a round, and every question of the round is of its topic', () => {
    fc.assert(
      fc.property(seed, mode, speed, (s, m, sp) => {
        const round = newRound(m, sp, s);
        const questions = round.asked.map((a) => a.question);
        expect(new Set(questions).size).toBe(questions.length);
        expect(questions.every((q) => q >= 0 && q < pool(m).length)).toBe(true);
      }),
    );
  });

  it('always shows the right answer among the four shown, each answer once', () => {
    fc.assert(
      fc.property(seed, mode, (s, m) => {
        let round = newRound(m, 2, s);
        for (let i = 0; i < ROUND; i += 1) {
          const q = shown(round);
          const bank = pool(m)[round.asked[i]!.question]!;
          expect(q.answers).toHaveLength(4);
          expect(q.answers[q.right]).toBe(bank[2]);
          expect([...q.answers].sort()).toEqual(bank.slice(2).sort());
          round = next(answer(round, 0));
        }
      }),
    );
  });

  it('scores the sum of its answers: 100 and up to 75 for the time left for a right one, nothing for a wrong one or none', () => {
    fc.assert(
      fc.property(seed, mode, speed, fc.array(turn, { minLength: ROUND, maxLength: ROUND }), (s, m, sp, turns) => {
        let round = newRound(m, sp, s);
        let expected = 0;
        for (const { wait: steps, place } of turns) {
          round = wait(round, steps);
          if (status(round) === 'asking') {
            const right = place !== null && shown(round).right === place;
            const left = round.stepsLeft;
            round = answer(round, place);
            expected += right ? 100 + Math.round((left / (round.seconds * STEPS_PER_SECOND)) * 75) : 0;
          }
          expect(round.score).toBe(expected);
          expect(round.score).toBe(round.answers.reduce((sum, a) => sum + a.points, 0));
          round = next(round);
        }
      }),
    );
  });

  it('ends the round after its ten questions, not before', () => {
    fc.assert(
      fc.property(seed, mode, speed, fc.array(turn, { minLength: ROUND, maxLength: ROUND }), (s, m, sp, turns) => {
        let round = newRound(m, sp, s);
        expect(round.asked).toHaveLength(ROUND);
        turns.forEach(({ wait: steps, place }, i) => {
          expect(status(round), `question ${i + 1}`).toBe('asking');
          round = wait(round, steps);
          if (place !== null) round = answer(round, place);
          round = wait(round, 25 * STEPS_PER_SECOND);
          round = next(round);
        });
        expect(status(round)).toBe('over');
        expect(round.answers).toHaveLength(ROUND);
      }),
    );
  });

  it('counts the clock down in fixed steps, and a question whose time runs out is answered wrong', () => {
    const round = newRound('science', 3, 5);
    expect(round.stepsLeft).toBe(10 * STEPS_PER_SECOND);
    const almost = wait(round, 10 * STEPS_PER_SECOND - 1);
    expect(status(almost)).toBe('asking');
    const out = tick(almost);
    expect(status(out)).toBe('answered');
    expect(out.answers[0]).toEqual({ chosen: null, points: 0 });
    expect(tick(out)).toBe(out);
  });

  it('pays the time bonus by the share of the clock left: all of it at once, none at the last step', () => {
    expect(pointsFor(true, 15 * STEPS_PER_SECOND, 15)).toBe(175);
    expect(pointsFor(true, 0, 15)).toBe(100);
    expect(pointsFor(true, 10 * STEPS_PER_SECOND, 20)).toBe(138);
    expect(pointsFor(false, 900, 15)).toBe(0);
  });

  it('takes one answer per question, and the next question only after an answer', () => {
    const round = newRound('world', 2, 9);
    expect(next(round)).toBe(round);
    const answered = answer(round, shown(round).right);
    expect(answered.score).toBe(175);
    expect(answer(answered, 0)).toBe(answered);
    const second = next(answered);
    expect(second).toMatchObject({ index: 1, stepsLeft: 15 * STEPS_PER_SECOND });
    expect(status(second)).toBe('asking');
  });

  it('gives its verdict by the right answers: 8 brilliant, 5 well played, fewer keep practising', () => {
    expect([10, 8, 7, 5, 4, 0].map(verdict)).toEqual(['brilliant', 'brilliant', 'well', 'well', 'practise', 'practise']);
    const round = newRound('mixed', 2, 1);
    expect(rightAnswers(answer(round, shown(round).right))).toBe(1);
  });

  it('reads back a saved round and refuses a finished, foreign or broken one', () => {
    const round = answer(wait(newRound('science', 2, 3), 30), 1);
    const copy = (r: unknown) => JSON.parse(JSON.stringify(r)) as Round;
    expect(readRound(copy(round), 'science', 2)).toEqual(round);
    expect(readRound(copy(next(round)), 'science', 2)).toEqual(next(round));
    expect(readRound(copy(round), 'world', 2)).toBeNull();
    expect(readRound(copy(round), 'science', 3)).toBeNull();
    expect(readRound({ ...round, over: true }, 'science', 2)).toBeNull();
    expect(readRound({ ...round, score: round.score + 1 }, 'science', 2)).toBeNull();
    expect(readRound({ ...round, index: 4 }, 'science', 2)).toBeNull();
    expect(readRound({ ...round, stepsLeft: -1 }, 'science', 2)).toBeNull();
    const twice = round.asked.map((a, i) => (i === 1 ? round.asked[0]! : a));
    expect(readRound({ ...round, asked: twice }, 'science', 2)).toBeNull();
    const badOrder = round.asked.map((a, i) => (i === 0 ? { ...a, order: [0, 0, 1, 2] } : a));
    expect(readRound({ ...round, asked: badOrder }, 'science', 2)).toBeNull();
    expect(readRound({ ...round, asked: round.asked.slice(1) }, 'science', 2)).toBeNull();
    expect(readRound({ ...round, answers: [{ chosen: 7, points: 0 }] }, 'science', 2)).toBeNull();
    expect(readRound({ ...round, answers: [], index: 1 }, 'science', 2)).toBeNull();
    expect(readRound('junk', 'science', 2)).toBeNull();
    expect(readRound(null, 'science' as Mode, 2)).toBeNull();
  });
});
