import { memo } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import type { RankChanges } from '../../domain/rank-changes';
import { useFormat } from '../i18n/format';
import { formatScore } from './leaderboard-score';
import styles from './leaderboard-table.module.css';

export interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  own: boolean;
  /** The row's player key, so a row that moved can be found and slid to its new place. */
  rowKey?: string;
  /** Places this player moved in the last live update (positive is up); undefined when they did not. */
  change?: number;
  /** The row's place in the whole board (1-based, the header is row 1), when only some rows are in the page. */
  rowIndex?: number;
  /** Lets a windowed board measure the row's real height (a long name wraps on a phone). */
  measure?: (row: HTMLTableRowElement | null) => void;
}

/**
 * What a board's row shows of a player: the entry, the key the row keeps through moves, how many
 * places it moved and whether it is the player's own.
 */
export function boardRow(
  entry: LeaderboardEntry,
  rowKey: string,
  changes: RankChanges,
  ownUserId: string | null,
): Pick<LeaderboardRowProps, 'entry' | 'rowKey' | 'change' | 'own'> {
  return { entry, rowKey, change: changes[rowKey], own: ownUserId !== null && entry.userId === ownUserId };
}

/**
 * One player's row. Memoised: a live update resends the whole board every few seconds, and a row
 * whose entry object, own flag, move and place are unchanged is not rendered again. A row that
 * moved says so (▲ or ▼ and how many places); the marker is not a live region, so a screen reader
 * is not told about every row that moved.
 */
export const LeaderboardRow = memo(function LeaderboardRow({
  entry,
  own,
  rowKey,
  change,
  rowIndex,
  measure,
}: LeaderboardRowProps) {
  const format = useFormat();
  return (
    <tr
      ref={measure}
      data-index={rowIndex === undefined ? undefined : rowIndex - 2}
      data-key={rowKey}
      aria-rowindex={rowIndex}
      className={own ? styles.own : undefined}
      aria-current={own ? 'true' : undefined}
    >
      <td>
        {format.number(entry.rank)}
        {change !== undefined && change !== 0 && <RankMove places={change} />}
      </td>
      <td>
        {entry.playerName}
        {own && (
          <span className={styles.you}>
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </td>
      <td className={styles.score}>{formatScore(entry.score, format.number)}</td>
    </tr>
  );
});

/** ▲3 or ▼1, read as "up 3 places" or "down 1 place". */
export function RankMove({ places }: { places: number }) {
  const up = places > 0;
  const format = useFormat();
  const count = Math.abs(places);
  return (
    <span className={up ? styles.up : styles.down}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {format.number(count)}
      </span>
      <span className="visually-hidden">
        ,{' '}
        {up ? (
          <Plural value={count} one="up # place" other="up # places" />
        ) : (
          <Plural value={count} one="down # place" other="down # places" />
        )}
      </span>
    </span>
  );
}
