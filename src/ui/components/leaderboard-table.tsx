import type { LeaderboardEntry } from '../../domain/leaderboard';
import styles from './leaderboard-table.module.css';

const scoreFormat = new Intl.NumberFormat();

/**
 * Rank, player and score, best first. The signed-in user's own row is highlighted and says "(you)",
 * so it is found without relying on colour.
 */
export function LeaderboardTable({
  caption,
  entries,
  ownUserId,
}: {
  caption: string;
  entries: readonly LeaderboardEntry[];
  ownUserId: string | null;
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col" className={styles.score}>
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const own = ownUserId !== null && entry.userId === ownUserId;
          return (
            <tr
              key={`${entry.rank}-${entry.playerName}`}
              className={own ? styles.own : undefined}
              aria-current={own ? 'true' : undefined}
            >
              <td>{entry.rank}</td>
              <td>
                {entry.playerName}
                {own && <span className={styles.you}> (you)</span>}
              </td>
              <td className={styles.score}>{scoreFormat.format(entry.score)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
