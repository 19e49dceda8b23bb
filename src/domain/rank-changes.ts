import type { LeaderboardEntry } from './leaderboard';
import { playerKey } from './leaderboard-rows';

/** Places each player moved between two boards, by player key: positive is up the board. */
export type RankChanges = Readonly<Record<string, number>>;

export const NO_RANK_CHANGES: RankChanges = Object.freeze({});

/**
 * The players whose rank changed between the board shown and the next live board, and by how many
 * places (rank 7 → rank 4 is +3). A player new to the board, or whose rank is the same, has no
 * entry. One pass over each board, whatever their size: a live update of 10,000 players stays cheap.
 */
export function rankChanges(before: readonly LeaderboardEntry[], after: readonly LeaderboardEntry[]): RankChanges {
  if (before.length === 0) return NO_RANK_CHANGES;
  const previous = new Map<string, number>();
  for (const entry of before) {
    const key = playerKey(entry);
    if (!previous.has(key)) previous.set(key, entry.rank);
  }
  const changes: Record<string, number> = {};
  const seen = new Set<string>();
  for (const entry of after) {
    const key = playerKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    const was = previous.get(key);
    if (was !== undefined && was !== entry.rank) changes[key] = was - entry.rank;
  }
  return changes;
}
