import { Trans, useLingui } from '@lingui/react/macro';
import { AuthStore } from '../../../application/stores/auth.store';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { LoadWinners } from '../../../application/use-cases/tournament/load-board-list';
import { useService, useStore } from '../../hooks/container-context';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { winnersDecided } from '../../../domain/tournament';
import { useFailureText } from '../../i18n/failure-text';
import styles from './tournament.module.css';
import { RetryButton } from '../../components/retry-button';

/**
 * Winners: the FINAL board (spec §7 "stage FINAL serves winners"), top three, once the final is
 * over. While the final is played its board is the live leaderboard, not the winners.
 */
export function WinnersSection() {
  const auth = useStore(AuthStore);
  const { winners, details } = useStore(TournamentStore);
  const loadWinners = useService(LoadWinners);
  const { t } = useLingui();
  const failureText = useFailureText();
  const finalPlayed = details.tournament === null || winnersDecided(details.tournament);

  return (
    <section className={styles.card} aria-labelledby="winners-title">
      <h2 id="winners-title">
        <Trans>Winners</Trans>
      </h2>
      {winners.entries.length > 0 && finalPlayed ? (
        <LeaderboardTable caption={t`Winners`} entries={winners.entries.slice(0, 3)} ownUserId={auth.userId} />
      ) : winners.status === 'failed' ? (
        <div role="alert">
          <p>
            <Trans>The winners could not be loaded.</Trans> {winners.error && failureText(winners.error)}
          </p>
          <RetryButton className="button" onRetry={() => void loadWinners.execute()} />
        </div>
      ) : winners.status === 'succeeded' || (winners.entries.length > 0 && !finalPlayed) ? (
        <p className={styles.muted}>
          <Trans>Winners are announced after the final.</Trans>
        </p>
      ) : (
        <span className={`skeleton ${styles.skeletonLine}`} aria-hidden="true" />
      )}
    </section>
  );
}
