import { lazy, Suspense, useMemo, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import { rowKeys } from '../../domain/leaderboard-rows';
import { NO_RANK_CHANGES, type RankChanges } from '../../domain/rank-changes';
import { boardRow, LeaderboardRow } from './leaderboard-row';
import { useFreshChanges } from '../hooks/use-fresh-changes';
import { useRowSlide } from '../hooks/use-row-slide';
import styles from './leaderboard-table.module.css';

/**
 * From this many rows the board is windowed: only the rows near the screen are in the page.
 * The usual boards (the home widget's five, a stage of a few dozen) render plainly; a board of
 * thousands would otherwise freeze a cheap phone for seconds on every live update.
 */
export const WINDOW_FROM_ROWS = 100;

/** The windowing code is fetched only when a board that big is shown (never with /home's first load). */
const WindowedLeaderboardBody = lazy(() => import('./windowed-leaderboard-body'));

/**
 * Rank, player and score, best first. The signed-in user's own row is highlighted and says "(you)",
 * so it is found without relying on colour. A long board stays a real table for assistive
 * technology: it says how many rows it has (aria-rowcount) and where each shown row sits.
 * After a live update the rows that moved show ▲/▼ for a few seconds and slide to their place.
 */
export function LeaderboardTable({
  caption,
  entries,
  ownUserId,
  changes = NO_RANK_CHANGES,
}: {
  caption: string;
  entries: readonly LeaderboardEntry[];
  ownUserId: string | null;
  /** Places each player moved in the last live update (by player key). */
  changes?: RankChanges;
}) {
  const windowed = entries.length >= WINDOW_FROM_ROWS;
  const table = useRef<HTMLTableElement>(null);
  useRowSlide(table, changes);
  const markers = useFreshChanges(changes);
  return (
    <table ref={table} className={styles.table} aria-rowcount={windowed ? entries.length + 1 : undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr aria-rowindex={windowed ? 1 : undefined}>
          <th scope="col">
            <Trans>Rank</Trans>
          </th>
          <th scope="col">
            <Trans>Player</Trans>
          </th>
          <th scope="col" className={styles.score}>
            <Trans>Score</Trans>
          </th>
        </tr>
      </thead>
      {windowed ? (
        <Suspense
          fallback={<PlainBody entries={entries.slice(0, WINDOW_FROM_ROWS)} ownUserId={ownUserId} changes={markers} indexed />}
        >
          <WindowedLeaderboardBody entries={entries} ownUserId={ownUserId} changes={markers} />
        </Suspense>
      ) : (
        <PlainBody entries={entries} ownUserId={ownUserId} changes={markers} />
      )}
    </table>
  );
}

function PlainBody({
  entries,
  ownUserId,
  changes,
  indexed = false,
}: {
  entries: readonly LeaderboardEntry[];
  ownUserId: string | null;
  changes: RankChanges;
  /** The first rows of a long board, shown while its windowing code loads: each says where it sits. */
  indexed?: boolean;
}) {
  const keys = useMemo(() => rowKeys(entries), [entries]);
  return (
    <tbody>
      {entries.map((entry, index) => (
        <LeaderboardRow
          key={keys[index]}
          {...boardRow(entry, keys[index]!, changes, ownUserId)}
          rowIndex={indexed ? index + 2 : undefined}
        />
      ))}
    </tbody>
  );
}
