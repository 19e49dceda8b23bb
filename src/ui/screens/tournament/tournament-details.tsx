import { Trans, useLingui } from '@lingui/react/macro';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { LoadTournament } from '../../../application/use-cases/tournament/load-tournament';
import { isRegistered, COMPLETED } from '../../../domain/tournament';
import { useTournamentText } from './use-tournament-text';
import { useService, useStore } from '../../hooks/container-context';
import { TournamentActions } from './tournament-actions';
import { StageClock } from './stage-clock';
import { useSafeImage } from '../../hooks/use-safe-image';
import { TournamentBanner } from './tournament-banner';
import { useFormat } from '../../i18n/format';
import { useFailureText } from '../../i18n/failure-text';
import styles from './tournament.module.css';
import { RetryButton } from '../../components/retry-button';

/** The tournament's details (spec §3: currentState, userState, open status) and what the user can do. */
export function TournamentDetails({ late = false }: { late?: boolean }) {
  const state = useStore(TournamentStore);
  const loadTournament = useService(LoadTournament);
  const safeImage = useSafeImage();
  const { t } = useLingui();
  const texts = useTournamentText();
  const format = useFormat();
  const failureText = useFailureText();
  const formatDate = (iso: string) => (iso ? format.date(iso) : '');
  const { details, openStatus } = state;
  const tournament = details.tournament;

  if (!tournament) {
    if (details.status === 'failed') {
      return (
        <section className={styles.card} role="alert">
          <h1>
            <Trans>Tournament</Trans>
          </h1>
          <p>
            <Trans>The tournament could not be loaded.</Trans> {details.error && failureText(details.error)}
          </p>
          <RetryButton className="button" onRetry={() => void loadTournament.execute()} />
        </section>
      );
    }
    // The banner's place first, where the details show it and where index.html may have painted it.
    return (
      <section className={styles.card} aria-busy="true">
        <span className={`skeleton ${styles.skeletonBanner}`} />
        <h1>
          <Trans>Tournament</Trans>
        </h1>
        {late ? (
          // The details are late: the board below shows without them (decision 0054).
          <div role="status">
            <p>
              <Trans>The tournament's details are taking longer than usual.</Trans>
            </p>
            <RetryButton className="button" onRetry={() => void loadTournament.retry()} />
          </div>
        ) : (
          <span className="visually-hidden" role="status">
            <Trans>Loading the tournament…</Trans>
          </span>
        )}
      </section>
    );
  }

  const over = tournament.currentState === COMPLETED;
  const banner = safeImage(tournament.bannerUrl);
  return (
    <section className={styles.card} aria-labelledby="tournament-title">
      {banner && <TournamentBanner src={banner} />}
      <h1 id="tournament-title">{tournament.name || t`Tournament`}</h1>
      {tournament.description && <p className={styles.muted}>{tournament.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Stage</Trans>
          </dt>
          <dd>{over ? t`Completed` : texts.stage(tournament.currentState)}</dd>
        </div>
        <StageClock tournament={tournament} />
        <div>
          <dt>
            <Trans>Registration</Trans>
          </dt>
          <dd>{openStatus.isOpen === null ? '…' : openStatus.isOpen ? t`Open` : t`Closed`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Your stage</Trans>
          </dt>
          <dd>{isRegistered(tournament) ? texts.stage(tournament.userState ?? '') : t`Not registered`}</dd>
        </div>
        {tournament.prize && (
          <div>
            <dt>
              <Trans>Prize</Trans>
            </dt>
            <dd>{tournament.prize}</dd>
          </div>
        )}
        {tournament.startsAt && (
          <div>
            <dt>
              <Trans>Dates</Trans>
            </dt>
            <dd>
              {formatDate(tournament.startsAt)} – {formatDate(tournament.endsAt)}
            </dd>
          </div>
        )}
      </dl>
      <TournamentActions />
    </section>
  );
}
