import { describe, expect, it } from 'vitest';
import { newRunner, step, type Runner } from '../../../src/games/runner/rules';
import { replays } from '../replay';

const DT = 1 / 60;
/** A player who jumps whenever an obstacle comes near, holding for a moment. */
const run = (from: Runner, first: number, last: number) => {
  let s = from;
  for (let i = first; i < last; i += 1) {
    const near = s.obstacles.some((o) => !o.down && o.x > 80 && o.x < 80 + s.pace * 0.22);
    s = step(s, { press: near && s.y === 0, hold: i % 40 < 20 }, DT);
  }
  return s;
};
const play = (seed: number): Runner => run(newRunner('sprint', 2, seed), 0, 3000);

describe('runner replays', () => {
  it('the same seed and the same jumps give the same run and score', () => {
    replays(play, (s) => ({ obstacles: s.obstacles, distance: s.distance, score: s.score, ending: s.ending }));
  });

  it('a resumed run continues as the uninterrupted one would', () => {
    const first = run(newRunner('sprint', 2, 42), 0, 1500);
    const resumed = run(JSON.parse(JSON.stringify(first)) as Runner, 1500, 3000);
    expect(resumed).toEqual(play(42));
  });
});
