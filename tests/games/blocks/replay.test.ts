import { describe, expect, it } from 'vitest';
import { act, newRound, readRound, step, type Action, type Round } from '../../../src/games/blocks/round';
import { replays } from '../replay';

const DT = 1 / 60;
const KEYS = { l: 'left', r: 'right', h: 'hard', u: 'rotate', z: 'ccw', c: 'hold', s: 'soft' } as const;
/** Pieces sent to either side and the middle, turned both ways, held, dropped softly and hard. */
const PLAN: Action[] = 'l l l l h r r r r h l l h r r h h u l l l l l h u r r r r h z l s h c r h'
  .split(' ')
  .map((key) => KEYS[key as keyof typeof KEYS]);
/** Steps of play: every 9th step the next action of the plan, in turn. */
function playFrom(round: Round, from: number, to: number): Round {
  for (let i = from; i < to; i += 1) {
    if (i % 9 === 0) act(round, PLAN[(i / 9) % PLAN.length]!);
    step(round, DT);
  }
  return round;
}
const STEPS = 1600;

describe('Blocks replays', () => {
  it('the same seed and the same inputs at the same steps give the same well and score', () => {
    replays(
      (seed) => playFrom(newRound('marathon', 1, seed), 0, STEPS),
      (round) => ({ board: round.well.board, score: round.well.score, lines: round.well.lines, ended: round.ended }),
    );
  });

  it('a round saved mid-game and read back continues as the uninterrupted one would', () => {
    const half = playFrom(newRound('marathon', 1, 42), 0, STEPS / 4);
    const resumed = readRound(JSON.parse(JSON.stringify(half)), 'marathon');
    expect(resumed).not.toBeNull();
    expect(playFrom(resumed!, STEPS / 4, STEPS)).toEqual(playFrom(newRound('marathon', 1, 42), 0, STEPS));
  });
});
