import { describe, expect, it } from 'vitest';
import { newRace, score, steer, step, type Race } from '../../../src/games/racer/rules';
import { replays } from '../replay';

const DT = 1 / 60;
const STEPS = 3000;
/** The player's inputs: a lane change every so many steps, zig-zagging. */
const INPUT = (i: number) => (i % 37 === 0 ? (i % 74 === 0 ? 'left' : 'right') : null);

function drive(from: Race, first: number, last: number): Race {
  let r = from;
  for (let i = first; i < last && !r.over; i += 1) {
    const dir = INPUT(i);
    if (dir) r = steer(r, dir);
    r = step(r, DT);
  }
  return r;
}
const play = (seed: number): Race => drive(newRace('highway', 2, seed), 0, STEPS);

describe('racer replays', () => {
  it('the same seed and the same lane changes give the same race and score', () => {
    replays(play, (r) => ({ distance: r.distance, coins: r.coins, over: r.over, score: score(r) }));
  });

  it('a resumed race continues as the uninterrupted one would', () => {
    const first = drive(newRace('desert', 2, 42), 0, 150);
    expect(first.over).toBe(false);
    const resumed = drive(JSON.parse(JSON.stringify(first)) as Race, 150, STEPS);
    expect(resumed).toEqual(drive(newRace('desert', 2, 42), 0, STEPS));
  });
});
