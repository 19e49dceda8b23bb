import type { GameCatalogPort } from '../../ports/game-catalog.port';
import type { SearchState } from '../../stores/search.store';
import { errorText } from '../../failure-text';
import { runLoad } from '../run-load';

/** Spec §7 "GET /play/hot/games reads data.games" into the search area's hotGames. */
export class LoadHotGames {
  constructor(
    private readonly catalog: GameCatalogPort,
    private readonly store: SearchState,
  ) {}

  async execute(): Promise<void> {
    const state = this.store.hotGames;
    await runLoad(state, () => this.catalog.hotGames(), {
      apply: (games) => (state.items = games),
      failureText: errorText,
    });
  }
}
