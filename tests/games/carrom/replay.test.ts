import { describe, expect, it } from 'vitest';
import { moveStriker, newMatch, setAim, strike, tick, type Match } from '../../../src/games/carrom/rules';
import { readMatch } from '../../../src/games/carrom/saved';
import { replays } from '../replay';

/** The player's shots, by how many it has struck: where on the baseline, the aim, the power. */
const SHOTS = Array.from(
  { length: 40 },
  (_, i) => [250 + ((i * 173) % 500), ((i * 0.61) % 1.2) - 0.6, 0.45 + ((i * 0.27) % 0.5)] as const,
);

/** Steps a game on: the player shoots its next shot whenever it may aim. */
function run(start: Match, steps: number): Match {
  let m = start;
  for (let i = 0; i < steps && m.phase !== 'over'; i += 1) {
    if (m.phase === 'aim') {
      const [x, aim, power] = SHOTS[m.strikes % SHOTS.length]!;
      m = moveStriker(m, x) ?? m;
      m = setAim(m, aim) ?? m;
      m = strike(m, power) ?? moveStriker(m, x + 80) ?? m;
    }
    m = tick(m, 1 / 60).match;
  }
  return m;
}

const STEPS = 60 * 50;
const play = (seed: number) => run(newMatch('classic', 2, 1, seed), STEPS);

describe('carrom replays', () => {
  it('the same seed and the same shots give the same board and scores; the computer’s aim differs by seed', () => {
    replays(play, (m) => ({ pieces: m.pieces, scores: m.scores, turn: m.turn, phase: m.phase }));
  }, 20_000);

  it('a game saved mid-shot and read back continues exactly as the uninterrupted one', () => {
    const half = run(newMatch('classic', 2, 1, 42), STEPS / 2 + 7);
    const saved = readMatch(JSON.parse(JSON.stringify(half)), 'classic', 2);
    expect(saved).not.toBeNull();
    expect(run(saved!, STEPS / 2 - 7)).toEqual(play(42));
  });

  it('two players in timed mode replay the same and end when the clock runs out', () => {
    const timed = (seed: number) => run(newMatch('timed', 3, 2, seed), 60 * 70);
    const end = timed(9);
    expect(end).toEqual(timed(9));
    expect(end).toMatchObject({ phase: 'over', end: { reason: 'time' } });
    expect(end.strikes).toBeGreaterThan(2);
  });
});
