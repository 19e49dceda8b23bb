import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { SearchState } from '../../stores/search.store';
import { runLoad } from '../run-load';

/** Spec §7 "GET /play/game/search/items reads data.searchItems" into topSearchResults (shown before typing). */
export class LoadSearchSuggestions {
  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: SearchState,
  ) {}

  async execute(): Promise<void> {
    const state = this.store.topSearchResults;
    await runLoad(state, () => this.catalogue.searchItems(), {
      apply: (items) => (state.items = items),
    });
  }
}
