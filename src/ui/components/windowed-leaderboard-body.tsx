import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LeaderboardEntry } from '../../domain/leaderboard';
import type { RankChanges } from '../../domain/rank-changes';
import { rowKeys } from '../../domain/leaderboard-rows';
import { boardRow, LeaderboardRow } from './leaderboard-row';
import styles from './leaderboard-table.module.css';

/** A row of one line at 360 px; rows are measured once shown (a long name wraps to two or three). */
const ESTIMATED_ROW_PX = 41;
const estimateSize = () => ESTIMATED_ROW_PX;
/** Rows kept beyond each edge of the screen, so a quick flick never shows an empty gap. */
const OVERSCAN_ROWS = 10;

/**
 * The body of a long leaderboard: only the rows near the screen are in the page, between two
 * spacer rows that keep the table as tall as the whole board. The page itself scrolls, as with a
 * short board, so the screen looks and scrolls the same; a live update touches a few dozen rows
 * however many players the board holds.
 */
export default function WindowedLeaderboardBody({
  entries,
  ownUserId,
  changes,
}: {
  entries: readonly LeaderboardEntry[];
  ownUserId: string | null;
  /** Places each player moved in the last live update, shown on the rows in the page. */
  changes: RankChanges;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [top, setTop] = useState(0);
  // Sizes are kept by place in the board (the default key): a live update of the same number of
  // players then re-lays nothing, and a moved row is measured again when it is shown.
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  // Where the board starts in the page moves when a notice above it comes or goes ('Stream
  // connection lost'): measured again whenever the page's height changes.
  useLayoutEffect(() => {
    const measure = () => {
      const element = body.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rows = virtualizer.getVirtualItems();
  const keys = rowKeys(rows.map((row) => entries[row.index]!));
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - top : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - top)) : 0;
  return (
    <tbody ref={body}>
      {before > 0 && <Spacer height={before} />}
      {rows.map((row, i) => {
        const entry = entries[row.index]!;
        return (
          <LeaderboardRow
            key={keys[i]}
            {...boardRow(entry, keys[i]!, changes, ownUserId)}
            rowIndex={row.index + 2}
            measure={virtualizer.measureElement}
          />
        );
      })}
      {after > 0 && <Spacer height={after} />}
    </tbody>
  );
}

/** Stands in for the rows above or below the screen; hidden from assistive technology. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacer} style={{ height }}>
      <td colSpan={3} />
    </tr>
  );
}
