import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Snapshot } from 'valtio';
import type { SearchState } from '../../../application/stores/search.store';
import { GameGrid } from '../../components/game-grid';
import styles from './search.module.css';

/** What a search found: games by name under 'Results', games of matching genres under 'Genres'. */
export function SearchResults({ store, onRetry }: { store: Snapshot<SearchState>; onRetry: () => void }) {
  const { status, term, error, searchResults, genreGames } = store;
  const found = searchResults.length + genreGames.length;
  const nothing = status === 'succeeded' && found === 0;
  const { t } = useLingui();
  return (
    <>
      <p role="status" className="visually-hidden">
        {status === 'succeeded' && term ? t`${plural(found, { one: '# game', other: '# games' })} found for “${term}”` : ''}
      </p>
      {nothing && <p className={styles.noResults}>{t`No games found for "${term}"`}</p>}
      {(status !== 'succeeded' || searchResults.length > 0) && (
        <section aria-labelledby="search-results" className={styles.section}>
          <h2 id="search-results" className={styles.heading}>
            <Trans>Results</Trans>
          </h2>
          <GameGrid
            labelledBy="search-results"
            games={searchResults}
            status={status}
            error={error}
            hasMore={false}
            onRetry={onRetry}
            emptyText=""
          />
        </section>
      )}
      {genreGames.length > 0 && (
        <section aria-labelledby="search-genres" className={styles.section}>
          <h2 id="search-genres" className={styles.heading}>
            <Trans>Genres</Trans>
          </h2>
          <GameGrid
            labelledBy="search-genres"
            games={genreGames}
            status={status}
            hasMore={false}
            onRetry={onRetry}
            emptyText=""
          />
        </section>
      )}
    </>
  );
}
