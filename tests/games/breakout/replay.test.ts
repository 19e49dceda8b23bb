import { describe, expect, it } from 'vitest';
import { newBreakout, step, type Breakout, type BreakoutInput } from '../../../src/games/breakout/rules';
import { replays } from '../replay';

const DT = 1 / 60;
/** A player who launches at once and mostly follows the ball with the pointer, now and then off the mark. */
const inputAt = (s: Breakout, i: number): BreakoutInput => ({
  launch: i % 120 === 0,
  target: i % 500 < 400 ? s.ball.x + ((i % 7) - 3) * 4 : 40,
});
const run = (from: Breakout, first: number, last: number) => {
  let s = from;
  for (let i = first; i < last; i += 1) s = step(s, inputAt(s, i), DT);
  return s;
};
const play = (seed: number): Breakout => run(newBreakout('rush', 2, seed), 0, 4000);

describe('breakout replays', () => {
  it('the same seed and the same input give the same game and score', () => {
    replays(play, (s) => ({ bricks: s.bricks, ball: s.ball, score: s.score, lives: s.lives, level: s.level }));
  });

  it('a resumed game continues as the uninterrupted one would', () => {
    const first = run(newBreakout('rush', 2, 42), 0, 2000);
    const resumed = run(JSON.parse(JSON.stringify(first)) as Breakout, 2000, 4000);
    expect(resumed).toEqual(play(42));
  });
});
