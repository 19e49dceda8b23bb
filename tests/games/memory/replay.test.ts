import { describe, expect, it } from 'vitest';
import { flip, newTable, readTable, tick, type Table } from '../../../src/games/memory/rules';
import { replays } from '../replay';

const DT = 1 / 60;
/** Taps cards left to right, a few steps apart: a player with no memory at all, then one with a perfect one. */
const TAPS = Array.from({ length: 120 }, (_, i) => (i * 5) % 16);
function playFrom(table: Table, from: number, to: number): Table {
  for (let i = from; i < to; i += 1) {
    flip(table, TAPS[i % TAPS.length]!);
    for (let s = 0; s < 20; s += 1) tick(table, DT);
  }
  return table;
}

describe('Memory Match replays', () => {
  it('the same seed and the same taps give the same table and score', () => {
    replays(
      (seed) => playFrom(newTable('timed', 1, 2, seed), 0, 200),
      (table) => ({ foundBy: table.foundBy, score: table.score, moves: table.moves, end: table.end }),
    );
  });

  it('a table saved mid-game and read back continues as the uninterrupted one would', () => {
    const half = playFrom(newTable('classic', 2, 2, 42), 0, 15);
    const resumed = readTable(JSON.parse(JSON.stringify(half)), 'classic');
    expect(resumed).not.toBeNull();
    expect(playFrom(resumed!, 15, 200)).toEqual(playFrom(newTable('classic', 2, 2, 42), 0, 200));
  });
});
