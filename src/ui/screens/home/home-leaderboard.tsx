import { useRef } from 'react';
import { LeaderboardWidget } from '../../components/leaderboard-widget';
import { useNearViewport } from '../../hooks/use-near-viewport';
import styles from './home.module.css';

/**
 * The tournament leaderboard on /home (spec §7 "The same call without stage serves home").
 * Like the rows, it loads only when it comes near the viewport; the slot keeps its height so
 * nothing below it jumps when it arrives.
 */
export function HomeLeaderboard() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} className={styles.leaderboardSlot}>
      {near ? <LeaderboardWidget /> : null}
    </div>
  );
}
