import { describe, expect, it } from 'vitest';
import { dig, flag, newRound, tick, type Round } from '../../../src/games/mines/rules';
import { replays } from '../replay';

/** A player's inputs: digs and flags over the board, with a clock step between them. */
const INPUTS = Array.from({ length: 120 }, (_, k) => ({ cell: (k * 37 + 40) % 140, flag: k % 7 === 3 }));
const playFrom = (start: Round, inputs: typeof INPUTS): Round =>
  inputs.reduce((r, input) => {
    const moved = input.flag ? flag(r, input.cell).round : dig(r, input.cell).round;
    return tick(moved, 0.25);
  }, start);
const play = (seed: number): Round => playFrom(newRound('wide', 2, seed), INPUTS);

describe('Minesweeper replays', () => {
  it('the same seed and the same taps give the same field and score', () => {
    replays(play, (r) => ({ field: r.field, score: r.score, end: r.end }));
  });

  it('a resumed round continues as the uninterrupted one would', () => {
    // Half way to the end of the uninterrupted round.
    let lasted = 0;
    while (lasted < INPUTS.length && !playFrom(newRound('wide', 2, 42), INPUTS.slice(0, lasted + 1)).end) lasted += 1;
    const cut = Math.ceil(lasted / 2);
    const half = playFrom(newRound('wide', 2, 42), INPUTS.slice(0, cut));
    expect(half.end).toBeNull();
    expect(half.field.laid).toBe(true);
    const resumed = playFrom(JSON.parse(JSON.stringify(half)) as Round, INPUTS.slice(cut));
    expect(resumed).toEqual(play(42));
  });
});
