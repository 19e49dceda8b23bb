import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../src/domain/leaderboard';
import { rankChanges } from '../../src/domain/rank-changes';

const entry = (rank: number, playerName: string, userId: string | null = null): LeaderboardEntry => ({
  rank,
  playerName,
  score: 1000 - rank,
  userId,
});

describe('rank changes between two consecutive boards', () => {
  it('says who moved and by how many places: up is positive, down is negative', () => {
    const before = [entry(1, 'Ana'), entry(2, 'Bo'), entry(3, 'Cy', 'u-me'), entry(4, 'Di')];
    const after = [entry(1, 'Cy', 'u-me'), entry(2, 'Ana'), entry(3, 'Bo'), entry(4, 'Di')];
    expect(rankChanges(before, after)).toEqual({ 'user:u-me': 2, 'name:Ana': -1, 'name:Bo': -1 });
  });

  it('has no entry for a player who kept their rank or is new to the board', () => {
    const before = [entry(1, 'Ana'), entry(2, 'Bo')];
    const after = [entry(1, 'Ana'), entry(2, 'Newcomer'), entry(3, 'Bo')];
    expect(rankChanges(before, after)).toEqual({ 'name:Bo': -1 });
  });

  it('has none for a first board (nothing to compare with)', () => {
    expect(rankChanges([], [entry(1, 'Ana')])).toEqual({});
  });

  it('compares boards of 10,000 players in one pass each', () => {
    const before = Array.from({ length: 10_000 }, (_, i) => entry(i + 1, `P${i + 1}`));
    const after = [...before.slice(0, 100), ...before.slice(100)].map((e) => ({ ...e }));
    // P9000 jumps to rank 101; everyone from 101 to 8999 slides down one place.
    const moved = after.splice(8_999, 1)[0]!;
    after.splice(100, 0, moved);
    after.forEach((e, i) => (e.rank = i + 1));
    const changes = rankChanges(before, after);
    expect(changes['name:P9000']).toBe(8_899);
    expect(changes['name:P101']).toBe(-1);
    expect(changes['name:P100']).toBeUndefined();
    expect(Object.keys(changes)).toHaveLength(8_900);
  });
});
