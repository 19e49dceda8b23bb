import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthStore } from '../../application/stores/auth.store';
import { TournamentStore } from '../../application/stores/tournament.store';
import { LoadHomeLeaderboard } from '../../application/use-cases/tournament/load-board-list';
import { useService, useStore } from '../hooks/container-context';
import { useFailureText } from '../i18n/failure-text';
import { LeaderboardTable } from './leaderboard-table';
import styles from './leaderboard-widget.module.css';
import { RetryButton } from './retry-button';
import { PATHS } from '../../domain/route-paths';
import { useTournamentsHidden } from '../hooks/use-tournaments-hidden';

/** How many rows the home widget shows. */
const ROWS = 5;

/**
 * The home page's tournament leaderboard (spec §7 "The same call without stage serves home"), for
 * the catalogue screens to place: `<LeaderboardWidget />`. Loads itself; links to /tournament.
 */
export function LeaderboardWidget() {
  // "Premium and tournaments hidden" while family mode guards the player.
  return useTournamentsHidden() === false ? <TournamentLeaderboard /> : null;
}

function TournamentLeaderboard() {
  const auth = useStore(AuthStore);
  const { home, current } = useStore(TournamentStore);
  const load = useService(LoadHomeLeaderboard);
  const { t } = useLingui();
  const failureText = useFailureText();
  useEffect(() => {
    void load.execute();
  }, [load]);

  const name = current.tournament?.name;
  return (
    <section className={styles.widget} aria-labelledby="leaderboard-widget-title">
      <div className={styles.header}>
        <h2 id="leaderboard-widget-title">{name ? t`${name} leaderboard` : t`Tournament leaderboard`}</h2>
        <Link to={PATHS.tournament} className={styles.more}>
          <Trans>See all</Trans>
        </Link>
      </div>
      {home.entries.length > 0 ? (
        <LeaderboardTable
          caption={t`Tournament leaderboard, top players`}
          entries={home.entries.slice(0, ROWS)}
          ownUserId={auth.userId}
        />
      ) : home.status === 'failed' ? (
        <div role="alert" className={styles.message}>
          <p>
            <Trans>The leaderboard could not be loaded.</Trans> {home.error && failureText(home.error)}
          </p>
          <RetryButton onRetry={() => void load.execute()} />
        </div>
      ) : home.status === 'succeeded' ? (
        <p className={styles.message}>
          <Trans>
            No scores yet. <Link to={PATHS.tournament}>Join the tournament</Link>
          </Trans>
        </p>
      ) : (
        <div aria-busy="true" className={styles.skeleton}>
          <span className="visually-hidden" role="status">
            <Trans>Loading the leaderboard…</Trans>
          </span>
          {Array.from({ length: ROWS }, (_, i) => (
            <span key={i} className="skeleton" />
          ))}
        </div>
      )}
    </section>
  );
}
