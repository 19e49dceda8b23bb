import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Snapshot } from 'valtio';
import type { SearchState } from '../../../application/stores/search.store';
import { GameGrid } from '../../components/game-grid';
import styles from './search.module.css';

/** What a search found: games by name under 'Results', games of matching genres under 'Genres'. */
export function SearchResults({ store, onRetry }: { store: Snapshot<SearchState>; onRetry: () => void }) {
  const { status, term, searchResults, genreGames } = store;
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
        <ResultSection id="search-results" title={t`Results`} games={searchResults} store={store} onRetry={onRetry} />
      )}
      {genreGames.length > 0 && (
        <ResultSection
          id="search-genres"
          title={t`Genres`}
          games={genreGames}
          store={store}
          onRetry={onRetry}
          withError={false}
        />
      )}
    </>
  );
}

interface ResultSectionProps {
  id: string;
  title: string;
  games: Snapshot<SearchState>['searchResults'];
  store: Snapshot<SearchState>;
  onRetry: () => void;
  /** Whether the section says why the search failed (once on the page, under 'Results'). */
  withError?: boolean;
}

/** One headed list of what the search found. */
function ResultSection({ id, title, games, store, onRetry, withError = true }: ResultSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <GameGrid
        labelledBy={id}
        games={games}
        status={store.status}
        error={withError ? store.error : undefined}
        hasMore={false}
        onRetry={onRetry}
        emptyText=""
      />
    </section>
  );
}
