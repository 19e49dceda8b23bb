import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstAttempt, recordDailyAttempt, type DailyResult } from '../../src/domain/daily-results';

const CHALLENGE = { day: 20_419, game: 'snake', mode: 'wrap', seed: 12_345 };

describe('the daily results', () => {
  it('count the first finished attempt of the day as its result', () => {
    const { results, attempt } = recordDailyAttempt({}, CHALLENGE, 120, 1_000);
    expect(attempt).toEqual({
      counted: true,
      result: { game: 'snake', mode: 'wrap', seed: 12_345, score: 120, playedAt: 1_000 },
    });
    expect(Object.keys(results)).toEqual(['2025-11-27']);
  });

  it('take later runs that day as practice, even a better one', () => {
    const first = recordDailyAttempt({}, CHALLENGE, 120, 1_000);
    const again = recordDailyAttempt(first.results, CHALLENGE, 500, 2_000);
    expect(again.attempt).toEqual({ counted: false, practice: true, result: first.attempt.result });
    expect(again.results).toBe(first.results);
  });

  it('keep the earlier of two attempts of one day, whichever side it is on', () => {
    const result = fc.record({
      game: fc.constant('snake'),
      mode: fc.constant('wrap'),
      seed: fc.constant(1),
      score: fc.nat(1000),
      playedAt: fc.nat(10),
    });
    fc.assert(
      fc.property(result, result, (a: DailyResult, b: DailyResult) => {
        expect(firstAttempt(a, b)).toEqual(firstAttempt(b, a));
        expect(firstAttempt(a, b).playedAt).toBe(Math.min(a.playedAt, b.playedAt));
        expect(firstAttempt(a, a)).toBe(a);
      }),
    );
  });
});
