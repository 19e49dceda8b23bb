import type { GameCatalogPort } from '../../ports/game-catalog.port';
import type { SearchState } from '../../stores/search.store';
import { errorText } from '../../failure-text';

/** Spec §7 "GET /play/hot/games reads data.games" into the search area's hotGames. */
export class LoadHotGames {
  constructor(
    private readonly catalog: GameCatalogPort,
    private readonly store: SearchState,
  ) {}

  async execute(): Promise<void> {
    const state = this.store.hotGames;
    state.status = 'loading';
    state.error = undefined;
    try {
      state.items = await this.catalog.hotGames();
      state.status = 'succeeded';
    } catch (error) {
      state.status = 'failed';
      state.error = errorText(error);
    }
  }
}
