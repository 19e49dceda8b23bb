import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { EsportsCup } from '../../../domain/esports';
import { EsportsStore } from '../../../application/stores/esports.store';
import { ProfileStore } from '../../../application/stores/profile.store';
import { EsportsArenaLink } from '../../../application/use-cases/esports/esports-arena-link';
import { LoadEsportsToken } from '../../../application/use-cases/esports/load-esports-token';
import { LoadUpcomingCups } from '../../../application/use-cases/esports/load-upcoming-cups';
import { useService, useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import styles from './esports.module.css';
import { RetryButton } from '../../components/retry-button';

const startFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const startText = (iso: string): string =>
  iso && !Number.isNaN(Date.parse(iso)) ? startFormat.format(new Date(iso)) : 'Date to be announced';

/** /esports (private): the upcoming cups of the esports partner and the way into its arena with the esports token. */
export function Component() {
  const state = useStore(EsportsStore);
  const { profile } = useStore(ProfileStore);
  const loadToken = useService(LoadEsportsToken);
  const loadCups = useService(LoadUpcomingCups);
  const arenaLink = useService(EsportsArenaLink);
  const href = arenaLink.execute(state.token);

  useEffect(() => {
    void loadToken.execute();
    void loadCups.execute();
  }, [loadToken, loadCups]);

  return (
    <div className={`page ${styles.page}`}>
      <h1>Esports</h1>
      <section className={styles.arena} aria-labelledby="arena-title">
        <h2 id="arena-title">Esports arena</h2>
        <p className={styles.muted}>
          {profile?.isPremiumUserESports ? 'Your esports plan lets you join every cup.' : 'Join cups with an esports plan.'}{' '}
          {profile && !profile.isPremiumUserESports ? <Link to="/plans">See esports plans</Link> : null}
        </p>
        {href ? (
          <a className="button" href={href} rel="noopener noreferrer">
            Open the esports arena
          </a>
        ) : state.tokenLoad.status === 'failed' ? (
          <div className={styles.problem} role="alert">
            <p>The arena cannot be opened right now. {state.tokenLoad.error}</p>
            <RetryButton onRetry={() => void loadToken.execute()} />
          </div>
        ) : state.tokenLoad.status === 'succeeded' ? (
          <p className={styles.muted}>The esports arena is not available from this site.</p>
        ) : (
          <span className={`skeleton ${styles.buttonSkeleton}`} aria-hidden="true" />
        )}
      </section>

      <section className={styles.section} aria-labelledby="cups-title">
        <h2 id="cups-title">Upcoming cups</h2>
        {state.upcomingEsportsGames.length > 0 ? (
          <ul className={styles.cups}>
            {state.upcomingEsportsGames.map((cup) => (
              <li key={cup.id}>
                <CupCard cup={cup} />
              </li>
            ))}
          </ul>
        ) : state.upcomingLoad.status === 'failed' ? (
          <div className={styles.problem} role="alert">
            <p>The upcoming cups could not be loaded. {state.upcomingLoad.error}</p>
            <RetryButton onRetry={() => void loadCups.execute()} />
          </div>
        ) : state.upcomingLoad.status === 'succeeded' ? (
          <p className={styles.muted}>
            No cups are scheduled yet. Check back soon, or browse the <Link to="/tournament">tournament</Link>.
          </p>
        ) : (
          <div className={styles.cups} aria-busy="true">
            <span className="visually-hidden" role="status">
              Loading upcoming cups…
            </span>
            {[0, 1, 2].map((i) => (
              <span key={i} className={`skeleton ${styles.cupSkeleton}`} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function CupCard({ cup }: { cup: EsportsCup }) {
  const image = useSafeImage()(cup.imageUrl);
  return (
    <article className={styles.cup} aria-labelledby={`cup-${cup.id}`}>
      {image ? (
        <img className={styles.cupImage} src={image} alt="" width={1200} height={500} loading="lazy" />
      ) : (
        <span className={styles.cupImage} />
      )}
      <div className={styles.cupBody}>
        <h3 id={`cup-${cup.id}`}>{cup.name}</h3>
        {cup.gameName ? <p className={styles.muted}>{cup.gameName}</p> : null}
        <p>{startText(cup.startsAt)}</p>
        {cup.prize ? <p className={styles.prize}>Prize: {cup.prize}</p> : null}
      </div>
    </article>
  );
}
