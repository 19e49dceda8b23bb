import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { SearchStore } from '../../../application/stores/search.store';
import { LoadHotGames } from '../../../application/use-cases/games/load-hot-games';
import { LoadSearchSuggestions } from '../../../application/use-cases/games/load-search-suggestions';
import { SearchGames } from '../../../application/use-cases/games/search-games';
import { GameStrip } from '../../components/game-strip';
import { useService, useStore } from '../../hooks/container-context';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { useSearchTerm } from './search-hooks';
import styles from './search.module.css';

/**
 * /search (spec §7 search calls, §4 "Search: a pending request clears results. Results are kept
 * only when non-empty."): suggestions and hot games before typing, then results and genre games.
 */
export function Component() {
  const [value, setValue] = useSearchTerm();
  const store = useStore(SearchStore);
  const loadSuggestions = useService(LoadSearchSuggestions);
  const loadHot = useService(LoadHotGames);
  const search = useService(SearchGames);

  useEffect(() => {
    void loadSuggestions.execute();
    void loadHot.execute();
  }, [loadSuggestions, loadHot]);

  const typing = value.trim() !== '';
  const { t } = useLingui();
  const suggestions = store.topSearchResults;
  const hotGames = (
    <GameStrip title={t`Hot games`} row={store.hotGames} onRetry={() => void loadHot.execute()} priority={!typing} />
  );
  return (
    <div className={`page ${styles.search}`}>
      <h1>
        <Trans>Search</Trans>
      </h1>
      <SearchBox value={value} onChange={setValue} autoFocus={!value} />
      {typing ? (
        <>
          <SearchResults store={store} onRetry={() => void search.execute(value)} />
          {/* A way onward when nothing matched. */}
          {store.status === 'succeeded' && store.searchResults.length === 0 && store.genreGames.length === 0 && hotGames}
        </>
      ) : (
        <>
          {suggestions.status === 'succeeded' && suggestions.items.length > 0 && (
            <section aria-labelledby="search-top" className={styles.section}>
              <h2 id="search-top" className={styles.heading}>
                <Trans>Top searches</Trans>
              </h2>
              <ul role="list" className={styles.chips}>
                {suggestions.items.map((game) => (
                  <li key={game.id}>
                    <button type="button" className={styles.chip} onClick={() => setValue(game.name)}>
                      {game.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {hotGames}
        </>
      )}
    </div>
  );
}
