import { ref } from 'valtio/vanilla';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { SearchState } from '../../stores/search.store';
import { LatestRequest } from './latest-request';
import { runLoad } from '../run-load';

/** Longer input is cut: no title is this long, and the term travels in the URL path. */
export const MAX_SEARCH_TERM_LENGTH = 100;

/**
 * GET /play/games/search/{term} (spec §7) into the search area. Spec §4 "Search: a pending request
 * clears results. Results are kept only when non-empty." The screen debounces typing (see
 * search-as-you-type.ts); an empty term clears the search without a call.
 */
export class SearchGames {
  private readonly requests = new LatestRequest();

  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: SearchState,
  ) {}

  async execute(term: string): Promise<void> {
    const query = term.trim().slice(0, MAX_SEARCH_TERM_LENGTH);
    const isCurrent = this.requests.start('search');
    if (!query) {
      Object.assign(this.store, { term: '', status: 'idle', error: undefined, searchResults: [], genreGames: [] });
      return;
    }
    // "a pending request clears results"
    Object.assign(this.store, { term: query, searchResults: [], genreGames: [] });
    await runLoad(this.store, () => this.catalogue.search(query), {
      isCurrent,
      apply: (results) => {
        // "Results are kept only when non-empty."
        // Plain references: results of any length are stored without making each game reactive.
        if (results.searchedGames.length > 0) this.store.searchResults = ref(results.searchedGames);
        if (results.genreGames.length > 0) this.store.genreGames = ref(results.genreGames);
      },
    });
  }
}
