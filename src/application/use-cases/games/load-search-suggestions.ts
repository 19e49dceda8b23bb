import type { GameCatalogPort } from '../../ports/game-catalog.port';
import type { SearchState } from '../../stores/search.store';
import { errorText } from '../../failure-text';
import { runLoad } from '../run-load';

/** Spec §7 "GET /play/game/search/items reads data.searchItems" into topSearchResults (shown before typing). */
export class LoadSearchSuggestions {
  constructor(
    private readonly catalog: GameCatalogPort,
    private readonly store: SearchState,
  ) {}

  async execute(): Promise<void> {
    const state = this.store.topSearchResults;
    await runLoad(state, () => this.catalog.searchItems(), {
      apply: (items) => (state.items = items),
      failureText: errorText,
    });
  }
}
