import type { GameCatalogPort } from '../../ports/game-catalog.port';
import type { SearchState } from '../../stores/search.store';
import { errorText } from '../../failure-text';

/** Spec §7 "GET /play/game/search/items reads data.searchItems" into topSearchResults (shown before typing). */
export class LoadSearchSuggestions {
  constructor(
    private readonly catalog: GameCatalogPort,
    private readonly store: SearchState,
  ) {}

  async execute(): Promise<void> {
    const state = this.store.topSearchResults;
    state.status = 'loading';
    state.error = undefined;
    try {
      state.items = await this.catalog.searchItems();
      state.status = 'succeeded';
    } catch (error) {
      state.status = 'failed';
      state.error = errorText(error);
    }
  }
}
