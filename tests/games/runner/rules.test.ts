import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIRTIME,
  hits,
  newRunner,
  PLAYER,
  readRunner,
  SPRINT_S,
  step,
  type Mode,
  type Obstacle,
  type Runner,
  type RunnerInput,
} from '../../../src/games/runner/rules';

const DT = 1 / 60;
const run = (s: Runner, input: RunnerInput, steps: number) => {
  for (let i = 0; i < steps; i += 1) s = step(s, input, DT);
  return s;
};
const pillar = (x: number, h = 40): Obstacle => ({ x, w: 24, h, hue: 'pink', hurdle: false, down: false });
/** The highest the runner gets in one jump, and when it lands. */
function jumpOf(hold: boolean) {
  let s = step(newRunner('endless', 2, 1), { press: true, hold }, DT);
  let top = 0;
  while (s.y < 0) {
    top = Math.max(top, -s.y);
    s = step({ ...s, obstacles: [], nextGap: 1e9 }, { hold }, DT);
  }
  return { top, s };
}

describe('runner rules', () => {
  it('starts on the ground at the speed’s pace, with a calm run-up before the first obstacle', () => {
    const s = newRunner('endless', 2, 1, 600);
    expect(s).toMatchObject({ y: 0, pace: 300, score: 0, obstacles: [], nextGap: 480 });
    expect(newRunner('endless', 1, 1).pace).toBe(240);
    expect(newRunner('endless', 3, 1).pace).toBe(370);
  });

  it('scores a point every ten units run, and speeds up to the speed’s top pace', () => {
    const s = run(newRunner('endless', 2, 1), { hold: false }, 60);
    expect(s.score).toBe(Math.floor(s.distance / 10));
    expect(s.score).toBeGreaterThan(29);
    expect(s.pace).toBeCloseTo(309);
    expect(step({ ...s, elapsed: 1000, nextGap: 1e9 }, { hold: false }, DT).pace).toBe(780);
  });

  it('jumps higher while held; a quick tap still hops over the tallest obstacle', () => {
    const held = jumpOf(true);
    const tap = jumpOf(false);
    expect(held.top).toBeGreaterThan(125);
    expect(tap.top).toBeLessThan(held.top);
    expect(tap.top).toBeGreaterThan(70 + 3);
    expect(held.s.jumps).toBe(1);
  });

  it('remembers a jump pressed just before landing and jumps when it lands', () => {
    const air = { ...newRunner('endless', 2, 1), y: -2, vy: 300, nextGap: 1e9 };
    const pressed = step(air, { press: true, hold: true }, DT);
    expect(pressed.jumpBuffer).toBe(0);
    expect(pressed.vy).toBeLessThan(0);
    expect(pressed.jumps).toBe(1);
  });

  it('brings obstacles in beyond the view at a gap that covers a full jump at the pace', () => {
    const s = step({ ...newRunner('endless', 2, 5, 600), nextGap: 1 }, { hold: false }, DT);
    expect(s.obstacles).toHaveLength(1);
    expect(s.obstacles[0]!.x).toBe(620);
    expect(s.nextGap).toBeGreaterThanOrEqual(s.pace * AIRTIME + 90);
    const h = step({ ...newRunner('hurdles', 2, 5, 600), nextGap: 1 }, { hold: false }, DT);
    expect(h.obstacles[0]).toMatchObject({ w: 26, hurdle: true });
  });

  it('ends the run at a crash in endless and hurdles; in sprint the obstacle falls and the pace starts again', () => {
    const at = (mode: Mode) => ({
      ...newRunner(mode, 2, 1),
      obstacles: [pillar(PLAYER.x + 10)],
      pace: 500,
      elapsed: 20,
      paceSince: 0,
    });
    expect(step(at('endless'), { hold: false }, DT).ending).toBe('crash');
    expect(step(at('hurdles'), { hold: false }, DT).ending).toBe('crash');
    const sprint = step(at('sprint'), { hold: false }, DT);
    expect(sprint.ending).toBeNull();
    expect(sprint.obstacles[0]!.down).toBe(true);
    expect(sprint).toMatchObject({ pace: 300, stumble: 0.35 });
    expect(step(sprint, { hold: false }, DT).ending).toBeNull();
  });

  it('clears an obstacle from above', () => {
    const high = { ...newRunner('endless', 2, 1), y: -60, vy: -100, obstacles: [pillar(PLAYER.x + 10, 50)] };
    expect(step(high, { hold: true }, DT).ending).toBeNull();
  });

  it('ends a sprint after sixty seconds', () => {
    const s = step({ ...newRunner('sprint', 2, 1), elapsed: SPRINT_S - DT / 2 }, { hold: false }, DT);
    expect(s.ending).toBe('time');
    expect(step(s, { press: true, hold: true }, DT)).toBe(s);
  });

  it('never lets the runner through a standing obstacle without the run ending, and its score grows with the distance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Mode>('endless', 'hurdles', 'sprint'),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.integer({ min: 1, max: 30 })), { maxLength: 80 }),
        (mode, seed, inputs) => {
          let s = newRunner(mode, 3, seed);
          for (const [press, hold, times] of inputs) {
            for (let i = 0; i < times && !s.ending; i += 1) {
              const next = step(s, { press: press && i === 0, hold }, DT);
              expect(next.score).toBe(Math.floor(next.distance / 10));
              expect(next.distance).toBeGreaterThanOrEqual(s.distance);
              // No obstacle can jump past the runner within one step: it moves less than the two widths together.
              expect(next.pace * DT).toBeLessThan(PLAYER.w - 10 + 18);
              if (!next.ending) for (const o of next.obstacles) expect(hits(next, o)).toBe(false);
              s = next;
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it('spawns obstacles at gaps that always leave a full jump at their pace, never taller than a tap clears', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Mode>('endless', 'hurdles', 'sprint'),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.double({ min: 0, max: 59, noNaN: true }),
        fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        (mode, seed, elapsed, speed) => {
          const s = step({ ...newRunner(mode, speed, seed), elapsed, paceSince: 0, nextGap: 0.5 }, { hold: false }, DT);
          expect(s.nextGap).toBeGreaterThanOrEqual(s.pace * AIRTIME + 50);
          for (const o of s.obstacles) expect(o.h).toBeLessThanOrEqual(70);
        },
      ),
    );
  });

  it('reads back a saved run and refuses one of another mode or a broken copy', () => {
    const s = run(step(newRunner('hurdles', 2, 3), { press: true, hold: true }, DT), { hold: true }, 20);
    const copy = () => JSON.parse(JSON.stringify(s)) as Runner;
    const as = { mode: 'hurdles', speed: 2 } as const;
    expect(readRunner(copy(), as)).toEqual(s);
    expect(readRunner(copy(), { mode: 'endless', speed: 2 })).toBeNull();
    expect(readRunner(copy(), { mode: 'hurdles', speed: 3 })).toBeNull();
    expect(readRunner({ ...copy(), score: 9999 }, as)).toBeNull();
    expect(readRunner({ ...copy(), ending: 'crash' }, as)).toBeNull();
    expect(readRunner({ ...copy(), obstacles: [{ x: 1 }] }, as)).toBeNull();
    expect(readRunner({ ...copy(), y: 5 }, as)).toBeNull();
    expect(readRunner({ ...copy(), rng: 1.5 }, as)).toBeNull();
    expect(readRunner({ ...newRunner('sprint', 2, 1), elapsed: 61 }, { mode: 'sprint', speed: 2 })).toBeNull();
    expect(readRunner('junk', as)).toBeNull();
  });
});
