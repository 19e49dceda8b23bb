import type { LeaderboardEntry } from './leaderboard';

/**
 * Who a row belongs to: the account when the portal knows it, else the player's name. A live update
 * moves a player's row to another rank; keyed by player, the row is moved, not rebuilt.
 */
export const playerKey = (entry: LeaderboardEntry): string =>
  entry.userId !== null ? `user:${entry.userId}` : `name:${entry.playerName}`;

const sameEntry = (a: LeaderboardEntry, b: LeaderboardEntry): boolean =>
  a.rank === b.rank && a.score === b.score && a.playerName === b.playerName && a.userId === b.userId;

/**
 * A new board whose unchanged rows are the very objects of the board shown before. A live update
 * carries the whole board (spec §5) though only a few scores moved; keeping the unchanged entries
 * identical lets the screen re-render only the rows that changed. An entry holds its rank, so an
 * unchanged row is at the same place in both boards: one cheap comparison per row, no lookup.
 */
export function reuseUnchangedEntries(shown: readonly LeaderboardEntry[], next: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  return next.map((entry, index) => {
    const before = shown[index];
    return before !== undefined && sameEntry(before, entry) ? before : entry;
  });
}

/**
 * One React key per row: the player's key, with a counter for the rare board that names the same
 * outside player twice (keys must be unique; the second keeps its own row).
 */
export function rowKeys(entries: readonly LeaderboardEntry[]): string[] {
  // Only for the rows in the page: a board of thousands is never keyed whole on each update.
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = playerKey(entry);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count === 0 ? key : `${key}#${count}`;
  });
}
