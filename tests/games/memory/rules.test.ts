import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flip,
  newTable,
  pairsOf,
  partnerOf,
  readTable,
  tick,
  timeLeft,
  winner,
  MISMATCH,
  TIME_LIMIT,
  type Mode,
  type Players,
  type Table,
} from '../../../src/games/memory/rules';

const copy = (table: Table): Table => JSON.parse(JSON.stringify(table)) as Table;
/** The card holding each symbol's first and second copy. */
const pairOf = (table: Table, symbol: number) => table.cards.flatMap((s, i) => (s === symbol ? [i] : []));
/** Two cards that do not match. */
const missPair = (table: Table): [number, number] => [0, table.cards.findIndex((s) => s !== table.cards[0])];

const modeArb = fc.constantFrom<Mode>('classic', 'big', 'timed');
const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('Memory Match rules', () => {
  it('deals eight pairs, twelve on the big table, shuffled by the seed', () => {
    expect(newTable('classic', 2, 1, 1).cards).toHaveLength(16);
    expect(newTable('big', 2, 1, 1).cards).toHaveLength(24);
    expect(newTable('classic', 2, 1, 1).cards).toEqual(newTable('classic', 2, 1, 1).cards);
    expect(newTable('classic', 2, 1, 1).cards).not.toEqual(newTable('classic', 2, 1, 2).cards);
    expect(newTable('timed', 1, 1, 1)).toMatchObject({ limit: TIME_LIMIT[1], mismatch: MISMATCH[1] });
    expect(newTable('classic', 3, 1, 1)).toMatchObject({ limit: 0, mismatch: MISMATCH[3] });
  });

  it('every card has exactly one partner', () => {
    fc.assert(
      fc.property(modeArb, seedArb, (mode, seed) => {
        const table = newTable(mode, 2, 1, seed);
        expect(table.cards).toHaveLength(pairsOf(mode) * 2);
        table.cards.forEach((symbol, i) => {
          expect(table.cards.filter((s) => s === symbol)).toHaveLength(2);
          const partner = partnerOf(table, i);
          expect(partner).not.toBe(i);
          expect(partnerOf(table, partner)).toBe(i);
        });
      }),
    );
  });

  it('a match keeps both cards up, scores 100 and 50 more for each match in a row', () => {
    const table = newTable('classic', 2, 1, 3);
    const [a, b] = pairOf(table, 0) as [number, number];
    expect(flip(table, a)).toEqual({ kind: 'up', card: a, hidden: [] });
    expect(flip(table, b)).toEqual({ kind: 'match', card: b, other: a, hidden: [] });
    expect(table).toMatchObject({ found: 1, moves: 1, score: 100, streak: 1, open: [] });
    expect(table.foundBy[a]).toBe(0);
    const [c, d] = pairOf(table, 1) as [number, number];
    flip(table, c);
    flip(table, d);
    expect(table.score).toBe(250);
  });

  it('a miss costs 10 (never below 0), shows the pair a moment and turns it back', () => {
    const table = newTable('classic', 2, 1, 4);
    table.score = 5;
    const [a, b] = missPair(table);
    flip(table, a);
    expect(flip(table, b)).toMatchObject({ kind: 'miss', card: b, other: a });
    expect(table).toMatchObject({ score: 0, streak: 0, moves: 1, open: [a, b], hideIn: MISMATCH[2] });
    expect(tick(table, MISMATCH[2] / 2)).toEqual([]);
    expect(tick(table, MISMATCH[2] / 2 + 0.01)).toEqual([a, b]);
    expect(table.open).toEqual([]);
  });

  it('a card tapped while a miss shows turns that pair back at once', () => {
    const table = newTable('classic', 2, 1, 5);
    const [a, b] = missPair(table);
    flip(table, a);
    flip(table, b);
    const c = table.cards.findIndex((_, i) => i !== a && i !== b);
    expect(flip(table, c)).toEqual({ kind: 'up', card: c, hidden: [a, b] });
    expect(table.open).toEqual([c]);
    expect(table.hideIn).toBe(0);
  });

  it('a card already up or matched, or not on the table, cannot be turned', () => {
    const table = newTable('classic', 2, 1, 6);
    const [a, b] = pairOf(table, 2) as [number, number];
    flip(table, a);
    expect(flip(table, a)).toBeNull();
    flip(table, b);
    expect(flip(table, b)).toBeNull();
    expect(flip(table, -1)).toBeNull();
    expect(flip(table, 99)).toBeNull();
  });

  it('the clock runs from the first card; finishing pays for the time left (timed) or for speed (untimed)', () => {
    const untimed = newTable('classic', 2, 1, 7);
    tick(untimed, 5);
    expect(untimed.elapsed).toBe(0);
    for (let symbol = 0; symbol < untimed.pairs; symbol += 1) {
      const [a, b] = pairOf(untimed, symbol) as [number, number];
      flip(untimed, a);
      tick(untimed, 1);
      flip(untimed, b);
    }
    expect(untimed).toMatchObject({ end: 'all', bonus: 300 - 8 * 3 });
    expect(tick(untimed, 1)).toEqual([]);
    expect(untimed.elapsed).toBe(8);

    const timed = newTable('timed', 2, 1, 7);
    flip(timed, 0);
    tick(timed, 20);
    expect(timeLeft(timed)).toBe(40);
    flip(timed, 0 === partnerOf(timed, 0) ? 1 : partnerOf(timed, 0));
    for (let symbol = 0; symbol < timed.pairs; symbol += 1) {
      const [a, b] = pairOf(timed, symbol) as [number, number];
      flip(timed, a);
      flip(timed, b);
    }
    expect(timed).toMatchObject({ end: 'all', bonus: 400 });
  });

  it('timed play ends when the clock runs out', () => {
    const table = newTable('timed', 3, 1, 8);
    flip(table, 0);
    tick(table, 39.9);
    expect(table.end).toBeNull();
    tick(table, 0.2);
    expect(table).toMatchObject({ end: 'time', elapsed: 40 });
    expect(timeLeft(table)).toBe(0);
    expect(flip(table, 1)).toBeNull();
  });

  it('two players: the one with more pairs wins, an equal count is a draw', () => {
    const table = newTable('classic', 2, 2, 9);
    table.pairsBy = [5, 3];
    expect(winner(table)).toBe(0);
    table.pairsBy = [2, 6];
    expect(winner(table)).toBe(1);
    table.pairsBy = [4, 4];
    expect(winner(table)).toBeNull();
  });

  it('reads back a saved table and refuses another mode, a finished round or a broken copy', () => {
    const table = newTable('timed', 2, 2, 10);
    const [a, b] = pairOf(table, 0) as [number, number];
    flip(table, a);
    flip(table, b);
    flip(table, missPair(table)[1] === a || missPair(table)[1] === b ? 1 : missPair(table)[1]);
    tick(table, 1);
    const saved = copy(table);
    expect(readTable(saved, 'timed')).toEqual(table);
    expect(readTable(saved, 'classic')).toBeNull();
    expect(readTable({ ...saved, end: 'all' }, 'timed')).toBeNull();
    expect(readTable({ ...saved, players: 3 }, 'timed')).toBeNull();
    expect(readTable({ ...saved, cards: saved.cards.map(() => 0) }, 'timed')).toBeNull();
    expect(readTable({ ...saved, cards: saved.cards.slice(1) }, 'timed')).toBeNull();
    expect(readTable({ ...saved, foundBy: saved.foundBy.map((by, i) => (i === a ? -1 : by)) }, 'timed')).toBeNull();
    expect(readTable({ ...saved, foundBy: saved.foundBy.map(() => 5) }, 'timed')).toBeNull();
    expect(readTable({ ...saved, pairsBy: [0, 0] }, 'timed')).toBeNull();
    expect(readTable({ ...saved, pairsBy: [1] }, 'timed')).toBeNull();
    expect(readTable({ ...saved, found: 3 }, 'timed')).toBeNull();
    expect(readTable({ ...saved, open: [a] }, 'timed')).toBeNull();
    expect(readTable({ ...saved, open: [1, 2, 3] }, 'timed')).toBeNull();
    expect(readTable({ ...saved, turn: 2 }, 'timed')).toBeNull();
    expect(readTable({ ...saved, score: -5 }, 'timed')).toBeNull();
    expect(readTable({ ...saved, mismatch: 9 }, 'timed')).toBeNull();
    expect(readTable({ ...saved, limit: 0 }, 'timed')).toBeNull();
    expect(readTable({ ...saved, elapsed: Number.NaN }, 'timed')).toBeNull();
    expect(readTable({ ...saved, elapsed: 999 }, 'timed')).toBeNull();
    expect(readTable(null, 'timed')).toBeNull();
  });
});

/** A play: card positions tapped in turn (any, including taps that are refused). */
const tapsArb = fc.array(fc.integer({ min: 0, max: 23 }), { maxLength: 300 });
const playersArb = fc.constantFrom<Players>(1, 2);

describe('Memory Match, for any table and any taps', () => {
  it('a match removes both cards from play; the round ends exactly when every pair is found', () => {
    fc.assert(
      fc.property(modeArb, seedArb, playersArb, tapsArb, (mode, seed, players, taps) => {
        const table = newTable(mode === 'timed' ? 'classic' : mode, 2, players, seed);
        for (const tap of taps) {
          const before = copy(table);
          const result = flip(table, tap);
          if (result?.kind === 'match') {
            expect(table.foundBy[result.card]).toBeGreaterThanOrEqual(0);
            expect(table.foundBy[result.other]).toBe(table.foundBy[result.card]);
            expect(table.cards[result.card]).toBe(table.cards[result.other]);
            expect(table.found).toBe(before.found + 1);
            expect(flip(copy(table), result.card)).toBeNull();
            expect(flip(copy(table), result.other)).toBeNull();
          }
          const allFound = table.foundBy.every((by) => by >= 0);
          expect(table.end === 'all').toBe(allFound);
          expect(table.found).toBe(table.foundBy.filter((by) => by >= 0).length / 2);
        }
      }),
    );
  });

  it('two players: the turn passes exactly on a miss, and the players’ pairs add up to the pairs found', () => {
    fc.assert(
      fc.property(seedArb, tapsArb, fc.array(fc.boolean(), { maxLength: 300 }), (seed, taps, waits) => {
        const table = newTable('classic', 2, 2, seed);
        taps.forEach((tap, i) => {
          if (waits[i]) tick(table, 1);
          const turn = table.turn;
          const result = flip(table, tap % 16);
          expect(table.turn).toBe(result?.kind === 'miss' ? 1 - turn : turn);
          expect(table.pairsBy[0] + table.pairsBy[1]).toBe(table.found);
          if (result?.kind === 'match') expect(table.foundBy[result.card]).toBe(turn);
        });
      }),
    );
  });

  it('alone, the turn never passes', () => {
    fc.assert(
      fc.property(seedArb, tapsArb, (seed, taps) => {
        const table = newTable('big', 2, 1, seed);
        for (const tap of taps) flip(table, tap);
        expect(table.turn).toBe(0);
        expect(table.pairsBy[1]).toBe(0);
      }),
    );
  });
});
