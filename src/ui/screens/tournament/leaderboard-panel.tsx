import { AuthStore } from '../../../application/stores/auth.store';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { stageLabel } from '../../../domain/tournament';
import { useStore } from '../../hooks/container-context';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { StageSelector } from './stage-selector';
import styles from './tournament.module.css';
import { RetryButton } from '../../components/retry-button';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The leaderboard with its stage selector (spec §2), the 'Live' indicator, when the board was last
 * updated, the 'Stream connection lost' notice (spec §8) and the user's own row.
 */
export function LeaderboardPanel({ stages, onSelect }: { stages: readonly string[]; onSelect: (stage: string) => void }) {
  const auth = useStore(AuthStore);
  const { board } = useStore(TournamentStore);
  const stage = board.stage;

  return (
    <section className={styles.card} aria-labelledby="leaderboard-title">
      <div className={styles.boardHeader}>
        <h2 id="leaderboard-title">Leaderboard</h2>
        {board.live === 'open' && (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            Live
          </span>
        )}
      </div>
      <StageSelector stages={stages} selected={stage} onSelect={onSelect} />
      {board.streamError && (
        <p className={styles.streamLost} role="alert">
          {board.streamError}. Reconnecting…
        </p>
      )}
      <div aria-live="polite" className={styles.boardMeta}>
        {board.own && (
          <p>
            Your position: <strong>#{board.own.rank}</strong> with {board.own.score} points
          </p>
        )}
        {board.lastUpdated && (
          <p className={styles.muted}>
            Last updated <time dateTime={board.lastUpdated}>{timeFormat.format(new Date(board.lastUpdated))}</time>
          </p>
        )}
      </div>
      {board.entries.length > 0 ? (
        <LeaderboardTable
          caption={`${stage ? stageLabel(stage) : ''} leaderboard`}
          entries={board.entries}
          ownUserId={auth.userId}
        />
      ) : board.status === 'failed' ? (
        <div role="alert">
          <p>The leaderboard could not be loaded. {board.error}</p>
          {stage && <RetryButton className="button" onRetry={() => onSelect(stage)} />}
        </div>
      ) : board.status === 'loading' || board.status === 'idle' ? (
        <div aria-busy="true" className={styles.boardSkeleton}>
          <span className="visually-hidden" role="status">
            Loading the leaderboard…
          </span>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className="skeleton" />
          ))}
        </div>
      ) : (
        <p className={styles.muted}>No scores yet for this stage.</p>
      )}
    </section>
  );
}
