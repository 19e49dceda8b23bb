import { describe, expect, it } from 'vitest';
import { newBattle, step, type Battle, type Input } from '../../../src/games/shooter/rules';
import { replays } from '../replay';

const DT = 1 / 60;
const STEPS = 4000;
/** The player's inputs: sweeping left and right, a bomb now and then. */
const INPUT = (i: number): Input => ({
  dir: Math.floor(i / 50) % 3 === 0 ? -1 : Math.floor(i / 50) % 3 === 1 ? 1 : 0,
  to: null,
  bomb: i % 900 === 450,
});

function fight(from: Battle, first: number, last: number): Battle {
  let b = from;
  for (let i = first; i < last && !b.over; i += 1) b = step(b, DT, INPUT(i)).battle;
  return b;
}
const play = (seed: number): Battle => fight(newBattle('asteroids', 2, seed, 360, 600), 0, STEPS);

describe('space shooter replays', () => {
  it('the same seed and the same inputs give the same battle and score', () => {
    replays(play, (b) => ({ foes: b.foes, wave: b.wave, lives: b.lives, score: b.score }));
  });

  it('a resumed battle continues as the uninterrupted one would', () => {
    const first = fight(newBattle('asteroids', 2, 42, 360, 600), 0, 700);
    expect(first.over).toBe(false);
    const resumed = fight(JSON.parse(JSON.stringify(first)) as Battle, 700, STEPS);
    expect(resumed).toEqual(play(42));
  });
});
