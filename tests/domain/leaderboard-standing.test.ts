import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../src/domain/leaderboard';
import { ownStanding, pinSide } from '../../src/domain/leaderboard-standing';

const entry = (rank: number, score: number, userId: string | null = null): LeaderboardEntry => ({
  rank,
  playerName: userId ?? `Player ${rank}`,
  score,
  userId,
});
const board = (size: number, own: { rank: number; userId: string }) =>
  Array.from({ length: size }, (_, i) => entry(i + 1, (size - i) * 100, i + 1 === own.rank ? own.userId : null));

describe('the player’s own standing', () => {
  it('finds the own row, the player above and the points needed to pass them (a tie does not pass)', () => {
    const entries = [entry(1, 900), entry(2, 750), entry(3, 700, 'u-me'), entry(4, 650)];
    const standing = ownStanding(entries, 'u-me');
    expect(standing).toMatchObject({ index: 2, entry: entries[2], above: entries[1], pointsToPass: 51 });
  });

  it('needs one point to pass a player on the same score', () => {
    expect(ownStanding([entry(1, 500), entry(2, 500, 'u-me')], 'u-me')?.pointsToPass).toBe(1);
  });

  it('the leader has nobody to pass', () => {
    expect(ownStanding([entry(1, 900, 'u-me'), entry(2, 800)], 'u-me')).toMatchObject({ above: null, pointsToPass: null });
  });

  it('"Around me" holds the two players above and the two below, fewer at the edges of the board', () => {
    const entries = board(10, { rank: 5, userId: 'u-me' });
    expect(ownStanding(entries, 'u-me')?.around.map((e) => e.rank)).toEqual([3, 4, 5, 6, 7]);
    expect(ownStanding(board(10, { rank: 1, userId: 'u-me' }), 'u-me')?.around.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(ownStanding(board(10, { rank: 10, userId: 'u-me' }), 'u-me')?.around.map((e) => e.rank)).toEqual([8, 9, 10]);
  });

  it('works on a board of 10,000 players', () => {
    const standing = ownStanding(board(10_000, { rank: 9_000, userId: 'u-me' }), 'u-me');
    expect(standing).toMatchObject({ index: 8_999, pointsToPass: 101 });
    expect(standing?.around).toHaveLength(5);
  });

  it('is null for a guest or a player who is not on the board', () => {
    expect(ownStanding([entry(1, 900, 'u-other')], null)).toBeNull();
    expect(ownStanding([entry(1, 900, 'u-other')], 'u-me')).toBeNull();
  });
});

describe('where the own row is pinned', () => {
  const view = { top: 56, bottom: 680 };
  const board = { top: -2000, bottom: 9000 };

  it('is not pinned while the row is on screen', () => {
    expect(pinSide({ row: { top: 300, bottom: 340 }, board, view, ownIndex: 5, shown: { first: 0, last: 30 } })).toBeNull();
  });

  it('is pinned to the top once the row has scrolled up under the top bar, and to the bottom while it is below the screen', () => {
    expect(pinSide({ row: { top: 10, bottom: 50 }, board, view, ownIndex: 5, shown: { first: 0, last: 30 } })).toBe('top');
    expect(pinSide({ row: { top: 700, bottom: 740 }, board, view, ownIndex: 5, shown: { first: 0, last: 30 } })).toBe('bottom');
  });

  it('on a windowed board whose own row is not in the page, compares its place with the rows shown', () => {
    expect(pinSide({ row: null, board, view, ownIndex: 5, shown: { first: 400, last: 440 } })).toBe('top');
    expect(pinSide({ row: null, board, view, ownIndex: 9_000, shown: { first: 400, last: 440 } })).toBe('bottom');
    expect(pinSide({ row: null, board, view, ownIndex: 9_000, shown: null })).toBe('bottom');
  });

  it('floats only over the board: nothing is pinned while the board is off screen or barely shows at that edge', () => {
    const below = { row: { top: 900, bottom: 940 }, view, ownIndex: 5, shown: { first: 0, last: 30 } };
    expect(pinSide({ ...below, board: { top: 700, bottom: 2000 } })).toBeNull();
    expect(pinSide({ ...below, board: { top: 640, bottom: 2000 } })).toBeNull();
    expect(pinSide({ ...below, board: { top: 300, bottom: 2000 } })).toBe('bottom');
    const above = { row: { top: -400, bottom: -360 }, view, ownIndex: 5, shown: { first: 0, last: 30 } };
    expect(pinSide({ ...above, board: { top: -1000, bottom: 100 } })).toBeNull();
    expect(pinSide({ ...above, board: { top: -1000, bottom: 600 } })).toBe('top');
  });
});
