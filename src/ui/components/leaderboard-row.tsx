import { memo } from 'react';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import { formatScore } from './leaderboard-score';
import styles from './leaderboard-table.module.css';

export interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  own: boolean;
  /** The row's place in the whole board (1-based, the header is row 1), when only some rows are in the page. */
  rowIndex?: number;
  /** Lets a windowed board measure the row's real height (a long name wraps on a phone). */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/**
 * One player's row. Memoised: a live update resends the whole board every few seconds, and a row
 * whose entry object, own flag and place are unchanged is not rendered again.
 */
export const LeaderboardRow = memo(function LeaderboardRow({ entry, own, rowIndex, measure }: LeaderboardRowProps) {
  return (
    <tr
      ref={measure}
      data-index={rowIndex === undefined ? undefined : rowIndex - 2}
      aria-rowindex={rowIndex}
      className={own ? styles.own : undefined}
      aria-current={own ? 'true' : undefined}
    >
      <td>{entry.rank}</td>
      <td>
        {entry.playerName}
        {own && <span className={styles.you}> (you)</span>}
      </td>
      <td className={styles.score}>{formatScore(entry.score)}</td>
    </tr>
  );
});
