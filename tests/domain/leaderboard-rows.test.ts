import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../src/domain/leaderboard';
import { playerKey, reuseUnchangedEntries, rowKeys } from '../../src/domain/leaderboard-rows';

const entry = (rank: number, playerName: string, score: number, userId: string | null = null): LeaderboardEntry => ({
  rank,
  playerName,
  score,
  userId,
});

describe('leaderboard rows keyed by player', () => {
  it('keys a row by the account when known, else by the player name', () => {
    expect(playerKey(entry(1, 'Ana', 5, 'u-1'))).toBe('user:u-1');
    expect(playerKey(entry(1, 'Ana', 5))).toBe('name:Ana');
  });

  it('keeps the shown object for every unchanged player and takes the new one where rank or score moved', () => {
    const shown = [entry(1, 'Ana', 900, 'u-1'), entry(2, 'Bo', 800), entry(3, 'Cy', 700)];
    const next = [entry(1, 'Bo', 950), entry(2, 'Ana', 900, 'u-1'), entry(3, 'Cy', 700)];
    const result = reuseUnchangedEntries(shown, next);
    expect(result).toEqual(next);
    expect(result[0]).toBe(next[0]);
    expect(result[1]).toBe(next[1]);
    expect(result[2]).toBe(shown[2]);
  });

  it('gives every row a unique key even when an outside player appears twice', () => {
    expect(rowKeys([entry(1, 'Ana', 9), entry(2, 'Ana', 8), entry(3, 'Bo', 7, 'u-2')])).toEqual([
      'name:Ana',
      'name:Ana#1',
      'user:u-2',
    ]);
  });
});
