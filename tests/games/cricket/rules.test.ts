import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rng } from '../../../src/games/engine/rng';
import {
  AT_BAT,
  ending,
  FLIGHT_MS,
  format,
  MODES,
  newInnings,
  progress,
  RUNS,
  setAim,
  shotResult,
  sideOf,
  step,
  swing,
  type Innings,
  type Speed,
} from '../../../src/games/cricket/rules';
import { readSaved } from '../../../src/games/cricket/saved';
import { bat, DT } from './bot';

const stepUntil = (innings: Innings, done: (i: Innings) => boolean, max = 5000) => {
  for (let i = 0; i < max && !done(innings); i += 1) step(innings, DT);
};
/** An innings with a ball on its way, at `p` of its flight, passing on this line. */
const ballAt = (p: number, line: number, mode: 't20' | 'superover' | 'test' = 't20') => {
  const innings = newInnings(mode, 2, 1);
  stepUntil(innings, (i) => i.ball !== null);
  innings.ball!.line = line;
  innings.clock = innings.ball!.start + p * FLIGHT_MS[2];
  return innings;
};
const always = (value: number) => ({ next: () => value }) as unknown as Rng;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cricket rules', () => {
  it('plays two overs with three wickets, a super over chasing a target, or a test innings until the wicket falls', () => {
    expect(format('t20', 2)).toEqual({ balls: 12, wickets: 3, target: 0 });
    expect(format('superover', 1)).toEqual({ balls: 6, wickets: 2, target: 16 });
    expect(format('superover', 3)).toEqual({ balls: 6, wickets: 2, target: 20 });
    expect(format('test', 2)).toEqual({ balls: 0, wickets: 1, target: 0 });
  });

  it('bowls the first ball after a short wait, on a line and length drawn from the innings’ seed', () => {
    const innings = newInnings('t20', 2, 7);
    stepUntil(innings, (i) => i.ball !== null);
    expect(innings.clock).toBeGreaterThanOrEqual(700);
    expect(innings.clock).toBeLessThan(720);
    expect(Math.abs(innings.ball!.line)).toBeLessThanOrEqual(0.6);
    expect(innings.ball!.length).toBeGreaterThanOrEqual(0.55);
    expect(innings.ball!.length).toBeLessThan(0.75);
    const again = newInnings('t20', 2, 7);
    stepUntil(again, (i) => i.ball !== null);
    expect(again.ball).toEqual(innings.ball);
  });

  it('a perfectly timed swing is a six when aimed along the line, a four when not; later or earlier is worth less', () => {
    const rng = always(0.9);
    expect(shotResult(0.01, true, rng)).toBe('six');
    expect(shotResult(-0.01, false, rng)).toBe('four');
    expect(shotResult(0.03, true, rng)).toBe('four');
    expect(shotResult(0.03, false, rng)).toBe('two');
    expect(shotResult(-0.07, true, rng)).toBe('one');
    expect(shotResult(0.1, true, rng)).toBe('edged');
    expect(shotResult(0.1, true, always(0.2))).toBe('caught');
    expect(shotResult(0.2, true, rng)).toBeNull();
  });

  it('reads the line as off side, straight or leg side', () => {
    expect(sideOf(-0.5)).toBe(-1);
    expect(sideOf(0.1)).toBe(0);
    expect(sideOf(0.3)).toBe(1);
  });

  it('a swing in time hits the ball away; it counts once the ball is gone', () => {
    const innings = ballAt(AT_BAT, 0.4);
    expect(setAim(innings, 1)).toBe(true);
    expect(setAim(innings, 1)).toBe(false);
    expect(swing(innings)).toBe(true);
    expect(innings.ball).toMatchObject({ result: 'six', dir: 1, hitAt: innings.clock });
    expect(swing(innings)).toBe(false);
    stepUntil(innings, (i) => i.ball === null);
    expect(innings).toMatchObject({ runs: 6, balls: 1, wickets: 0, last: 'six' });
  });

  it('a straight swing sends the ball a little either way', () => {
    const innings = ballAt(AT_BAT, 0.4);
    swing(innings);
    expect(innings.ball!.result).toBe('four');
    expect(Math.abs(innings.ball!.dir)).toBeLessThanOrEqual(0.3);
  });

  it('a swing long before the ball comes is not a swing', () => {
    const innings = ballAt(0.2, 0);
    expect(swing(innings)).toBe(false);
    expect(innings.ball!.swungAt).toBeNull();
    expect(swing(newInnings('t20', 2, 1))).toBe(false);
  });

  it('a ball left or missed is bowled on the stumps and a dot ball elsewhere', () => {
    const stumps = ballAt(0.5, 0.1);
    expect(swing(stumps)).toBe(true);
    expect(stumps.ball!.result).toBeNull();
    stepUntil(stumps, (i) => i.ball === null);
    expect(stumps).toMatchObject({ wickets: 1, balls: 1, last: 'bowled' });
    const wide = ballAt(0.5, 0.5);
    stepUntil(wide, (i) => i.ball === null);
    expect(wide).toMatchObject({ wickets: 0, balls: 1, last: 'dot' });
    expect(progress(wide)).toBe(0);
  });

  it('ends the innings when the target is chased, all are out, or the balls are bowled', () => {
    const innings = newInnings('superover', 2, 1);
    expect(ending(innings)).toBeNull();
    expect(ending({ ...innings, runs: 18 })).toBe('chased');
    expect(ending({ ...innings, wickets: 2 })).toBe('all out');
    expect(ending({ ...innings, balls: 6 })).toBe('balls done');
    expect(ending({ ...newInnings('test', 2, 1), balls: 500 })).toBeNull();
    const last = ballAt(0.5, 0, 'test');
    stepUntil(last, (i) => i.over);
    expect(last).toMatchObject({ over: true, wickets: 1, last: 'bowled' });
    expect(step(last, DT)).toBeNull();
    expect(swing(last)).toBe(false);
  });

  it('never uses Math.random: an innings plays out from its seed alone', () => {
    const random = vi.spyOn(Math, 'random');
    for (const mode of MODES) expect(bat(newInnings(mode, 2, 5), 9).over).toBe(true);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('cricket’s runs and wickets', () => {
  const innings = fc.record({
    mode: fc.constantFrom(...MODES),
    speed: fc.constantFrom<Speed>(1, 2, 3),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    batter: fc.nat(),
  });

  it('every ball scores only the rules’ runs (0, 1, 2, 4 or 6), and the total is the sum of the balls', () => {
    fc.assert(
      fc.property(innings, ({ mode, speed, seed, batter }) => {
        const perBall: number[] = [];
        let before = 0;
        const end = bat(newInnings(mode, speed, seed), batter, {
          watch: (i, event) => {
            if (event === 'counted' || event === 'over') perBall.push(i.runs - before);
            before = i.runs;
          },
        });
        for (const runs of perBall) expect([0, 1, 2, 4, 6]).toContain(runs);
        expect(end.runs).toBe(perBall.reduce((a, b) => a + b, 0));
        expect(perBall).toHaveLength(end.balls);
        expect(new Set(Object.values(RUNS))).toEqual(new Set([0, 1, 2, 4, 6]));
      }),
      { numRuns: 60 },
    );
  });

  it('wickets never pass the limit and balls never pass the overs', () => {
    fc.assert(
      fc.property(innings, ({ mode, speed, seed, batter }) => {
        const f = format(mode, speed);
        bat(newInnings(mode, speed, seed), batter, {
          watch: (i, event) => {
            if (!event) return;
            expect(i.wickets).toBeLessThanOrEqual(f.wickets);
            if (f.balls) expect(i.balls).toBeLessThanOrEqual(f.balls);
            expect(i.balls).toBeGreaterThanOrEqual(i.wickets);
          },
        });
      }),
      { numRuns: 60 },
    );
  });

  it('the innings ends exactly when the rules say: on the ball that chases, takes the last wicket or ends the overs', () => {
    fc.assert(
      fc.property(innings, ({ mode, speed, seed, batter }) => {
        const f = format(mode, speed);
        const end = bat(newInnings(mode, speed, seed), batter, {
          watch: (i, event) => {
            if (!event) return;
            const done = (f.target > 0 && i.runs >= f.target) || i.wickets >= f.wickets || (f.balls > 0 && i.balls >= f.balls);
            expect(i.over).toBe(done);
            if (event === 'over') expect(done).toBe(true);
          },
        });
        expect(end.over).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a saved innings', () => {
  const mid = () => bat(newInnings('t20', 2, 3), 4, { steps: 400 });

  it('is read back as it was', () => {
    const innings = mid();
    expect(innings.over).toBe(false);
    expect(readSaved(JSON.parse(JSON.stringify(innings)), { mode: 't20', speed: 2 })).toEqual(innings);
  });

  it('is refused when it is another mode’s or speed’s, over, or broken', () => {
    const innings = JSON.parse(JSON.stringify(mid())) as Innings;
    const as = { mode: 't20', speed: 2 } as const;
    expect(readSaved(innings, { mode: 'test', speed: 2 })).toBeNull();
    expect(readSaved(innings, { mode: 't20', speed: 3 })).toBeNull();
    expect(readSaved({ ...innings, over: true }, as)).toBeNull();
    expect(readSaved({ ...innings, wickets: 3 }, as)).toBeNull();
    expect(readSaved({ ...innings, runs: -1 }, as)).toBeNull();
    expect(readSaved({ ...innings, aim: 2 }, as)).toBeNull();
    expect(readSaved({ ...innings, clock: 'soon' }, as)).toBeNull();
    expect(readSaved({ ...innings, format: { balls: 99, wickets: 3, target: 0 } }, as)).toBeNull();
    expect(readSaved({ ...innings, format: null }, as)).toBeNull();
    expect(readSaved({ ...innings, last: 'seven' }, as)).toBeNull();
    const ball = { start: 0, line: 0.1, length: 0.6, swungAt: null, hitAt: null, result: null, dir: 0 };
    expect(readSaved({ ...innings, ball }, as)).not.toBeNull();
    expect(readSaved({ ...innings, ball: { ...ball, line: 3 } }, as)).toBeNull();
    expect(readSaved({ ...innings, ball: { ...ball, result: 'six' } }, as)).toBeNull();
    expect(readSaved({ ...innings, ball: { ...ball, hitAt: 5, result: 'six' } }, as)).toBeNull();
    expect(readSaved({ ...innings, ball: { ...ball, swungAt: 4, hitAt: 5, result: 'six' } }, as)).not.toBeNull();
    expect(readSaved({ ...innings, ball: { ...ball, swungAt: 'x' } }, as)).toBeNull();
    expect(readSaved({ ...innings, ball: [] }, as)).toBeNull();
    expect(readSaved('junk', as)).toBeNull();
  });
});
