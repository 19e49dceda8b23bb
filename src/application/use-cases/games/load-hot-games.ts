import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { SearchState } from '../../stores/search.store';
import { runLoad } from '../run-load';

/** Spec §7 "GET /play/hot/games reads data.games" into the search area's hotGames. */
export class LoadHotGames {
  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: SearchState,
  ) {}

  async execute(): Promise<void> {
    const state = this.store.hotGames;
    await runLoad(state, () => this.catalogue.hotGames(), {
      apply: (games) => (state.items = games),
    });
  }
}
