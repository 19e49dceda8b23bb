import { ref } from 'valtio/vanilla';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { AuthState } from '../../stores/auth.store';
import { isLoggedIn } from '../../stores/auth.store';
import type { GameListStores } from '../../stores/game-list.store';
import { emptyPaged } from '../../stores/game-collections';
import { GAME_LISTS, type GameListId } from '../../../domain/game-lists';
import { hasMore, mergePage } from '../../../domain/paging';
import { LatestRequest } from './latest-request';
import { runLoad } from '../run-load';

/**
 * Loads a page of a full list (spotlight, quick play, latest, favorites, …) into its area's `list`.
 * Spec §4 "page 1 replaces the list and later pages append. The load-more flag is true only while
 * the last page returned at least one game." Lists that are one call (gamers' choice, trending,
 * recently played…) always load page 1 and never offer more.
 */
export class LoadGameList {
  private readonly requests = new LatestRequest<GameListId>();

  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly lists: GameListStores,
    private readonly auth: AuthState,
  ) {}

  /** `page` is 1-based; pass `store.list.page + 1` for "Load more". */
  async execute(listId: GameListId, page = 1): Promise<void> {
    const definition = GAME_LISTS[listId];
    const state = this.lists[listId].list;
    if (definition.requiresLogin && !isLoggedIn(this.auth)) {
      // A guest has no favorites or recent plays; the route guard keeps them off those pages.
      this.requests.cancel(listId);
      Object.assign(state, emptyPaged(), { hasMore: false });
      return;
    }
    const pageNumber = definition.paged ? Math.max(1, Math.floor(page)) : 1;
    if (pageNumber > 1 && !state.hasMore) return;

    const isCurrent = this.requests.start(listId);
    await runLoad(
      state,
      () => this.catalogue.games({ list: listId, page: pageNumber, limit: definition.pageSize, view: 'full' }),
      {
        isCurrent,
        apply: (games) =>
          Object.assign(state, {
            // A plain reference: a list of any length is stored without making each game reactive.
            items: ref(mergePage(state.items, games, pageNumber)),
            page: pageNumber,
            hasMore: definition.paged && hasMore(games),
          }),
      },
    );
  }
}
