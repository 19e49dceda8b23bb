import { TournamentStore } from '../../../application/stores/tournament.store';
import { LoadTournament } from '../../../application/use-cases/tournament/load-tournament';
import { isRegistered, stageLabel, COMPLETED } from '../../../domain/tournament';
import { useService, useStore } from '../../hooks/container-context';
import { TournamentActions } from './tournament-actions';
import { StageClock } from './stage-clock';
import { useSafeImage } from '../../hooks/use-safe-image';
import styles from './tournament.module.css';
import { RetryButton } from '../../components/retry-button';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const formatDate = (iso: string) => (iso ? dateFormat.format(new Date(iso)) : '');

/** The tournament's details (spec §3: currentState, userState, open status) and what the user can do. */
export function TournamentDetails() {
  const state = useStore(TournamentStore);
  const loadTournament = useService(LoadTournament);
  const safeImage = useSafeImage();
  const { details, openStatus } = state;
  const tournament = details.tournament;

  if (!tournament) {
    if (details.status === 'failed') {
      return (
        <section className={styles.card} role="alert">
          <h1>Tournament</h1>
          <p>The tournament could not be loaded. {details.error}</p>
          <RetryButton className="button" onRetry={() => void loadTournament.execute()} />
        </section>
      );
    }
    return (
      <section className={styles.card} aria-busy="true">
        <h1>Tournament</h1>
        <span className="visually-hidden" role="status">
          Loading the tournament…
        </span>
        <span className={`skeleton ${styles.skeletonBanner}`} />
      </section>
    );
  }

  const over = tournament.currentState === COMPLETED;
  const banner = safeImage(tournament.bannerUrl);
  return (
    <section className={styles.card} aria-labelledby="tournament-title">
      {banner && <img className={styles.banner} src={banner} alt="" width={640} height={240} fetchPriority="high" />}
      <h1 id="tournament-title">{tournament.name || 'Tournament'}</h1>
      {tournament.description && <p className={styles.muted}>{tournament.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>Stage</dt>
          <dd>{over ? 'Completed' : stageLabel(tournament.currentState)}</dd>
        </div>
        <StageClock tournament={tournament} />
        <div>
          <dt>Registration</dt>
          <dd>{openStatus.isOpen === null ? '…' : openStatus.isOpen ? 'Open' : 'Closed'}</dd>
        </div>
        <div>
          <dt>Your stage</dt>
          <dd>{isRegistered(tournament) ? stageLabel(tournament.userState ?? '') : 'Not registered'}</dd>
        </div>
        {tournament.prize && (
          <div>
            <dt>Prize</dt>
            <dd>{tournament.prize}</dd>
          </div>
        )}
        {tournament.startsAt && (
          <div>
            <dt>Dates</dt>
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
