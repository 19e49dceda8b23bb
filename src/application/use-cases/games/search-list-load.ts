import type { Game } from '../../../domain/game';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { SearchState } from '../../stores/search.store';
import { runLoad } from '../run-load';

/** A list the search screen shows before anything is typed, read into its own area of the search state. */
export abstract class SearchListLoad {
  constructor(
    protected readonly catalogue: GameCataloguePort,
    private readonly store: SearchState,
  ) {}

  protected async load(list: 'hotGames' | 'topSearchResults', read: () => Promise<Game[]>): Promise<void> {
    const state = this.store[list];
    await runLoad(state, read, { apply: (games) => (state.items = games) });
  }
}
