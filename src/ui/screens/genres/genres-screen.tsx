import { Trans, useLingui } from '@lingui/react/macro';
import { useFailureText } from '../../i18n/failure-text';
import { useEffect } from 'react';
import { arrangeGenres } from '../../../domain/genre-rows';
import type { Genre } from '../../../domain/game';
import { GenreStore } from '../../../application/stores/genre.store';
import { LoadGenres } from '../../../application/use-cases/games/load-genres';
import { useService, useStore } from '../../hooks/container-context';
import { GenreTile, GenreTileSkeleton } from './genre-tile';
import styles from './genres.module.css';
import { RetryButton } from '../../components/retry-button';
import { BoundedCardList } from '../../components/bounded-card-list';

/** The most popular genres shown as large tiles at the top. */
const FEATURED_COUNT = 4;
const SKELETONS = 8;
/** A row of two one-line tiles on a 360 px phone. */
const ESTIMATED_ROW_PX = 72;
const genreKey = (genre: Genre) => genre.uniqueName;

/** /genres: every genre of the catalogue (genreDtos), the most popular ones first (spec §7). */
export function Component() {
  const { genres, popularGenres } = useStore(GenreStore);
  const load = useService(LoadGenres);
  const reload = () => {
    void load.execute('most-popular');
    void load.execute('all');
  };
  useEffect(() => {
    void load.execute('most-popular');
    void load.execute('all');
  }, [load]);

  const { featured, others } = arrangeGenres(genres.items, popularGenres.items, FEATURED_COUNT);
  const nothing = featured.length === 0 && others.length === 0;
  const { t } = useLingui();
  const failureText = useFailureText();
  const busy = [genres, popularGenres].some(({ status }) => status === 'idle' || status === 'loading');
  return (
    <div className="page">
      <h1>
        <Trans>Genres</Trans>
      </h1>
      {nothing && busy && (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <GenreTileSkeleton key={i} featured={i < FEATURED_COUNT} />
          ))}
        </div>
      )}
      {nothing && !busy && genres.status === 'failed' && (
        <div className={styles.message}>
          <p>{genres.error && failureText(genres.error)}</p>
          <RetryButton onRetry={reload} />
        </div>
      )}
      {nothing && !busy && genres.status === 'succeeded' && (
        <div className={styles.message}>
          <p>
            <Trans>No genres yet. Check back soon!</Trans>
          </p>
        </div>
      )}
      {featured.length > 0 && (
        <section aria-labelledby="genres-popular" className={styles.section}>
          <h2 id="genres-popular" className={styles.heading}>
            <Trans>Most popular</Trans>
          </h2>
          <ul role="list" className={styles.grid}>
            {featured.map((genre) => (
              <li key={genre.uniqueName}>
                <GenreTile genre={genre} featured />
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="genres-all" className={styles.section}>
          <h2 id="genres-all" className={styles.heading}>
            {featured.length > 0 ? t`More genres` : t`All genres`}
          </h2>
          <BoundedCardList
            items={others}
            itemKey={genreKey}
            renderItem={(genre) => <GenreTile genre={genre} />}
            className={styles.grid}
            estimatedRowPx={ESTIMATED_ROW_PX}
          />
        </section>
      )}
    </div>
  );
}
