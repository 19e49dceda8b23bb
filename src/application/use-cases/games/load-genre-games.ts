import { ref } from 'valtio/vanilla';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { GenreState } from '../../stores/genre.store';
import { GENRE_PAGE_SIZE } from '../../../domain/genre-rows';
import { hasMore, mergePage } from '../../../domain/paging';
import { LatestRequest } from './latest-request';
import { runLoad } from '../run-load';
import { SharedLoad, type LoadOptions } from '../shared-load';

const KEY = 'genre-games';

/**
 * One genre's listing with load more (spec §2 "Genre listings with load-more paging"):
 * GET /play/v3/games/genre/byname/{genre}/{page}/{limit}/false. Page 1 replaces, later pages
 * append, load more stays on while the last page had at least one game (spec §4).
 */
export class LoadGenreGames {
  private readonly requests = new LatestRequest();

  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: GenreState,
  ) {}

  /** `page` is 1-based; "Load more" passes `store.games.page + 1` for the same genre. */
  private readonly shared = new SharedLoad();

  /** A call for the page that is loading joins that load (see SharedLoad). */
  execute(genre: string, page = 1, options?: LoadOptions): Promise<void> {
    const pageNumber = Math.max(1, Math.floor(page));
    return this.shared.join(`${genre}/${pageNumber}`, () => this.load(genre, pageNumber), options);
  }

  private async load(genre: string, pageNumber: number): Promise<void> {
    const state = this.store.games;
    // Load more only continues the genre on screen, and only while there is more.
    if (pageNumber > 1 && (state.genre !== genre || !state.hasMore)) return;

    const isCurrent = this.requests.start(KEY);
    // Never show another genre's games under this genre's title while the first page loads.
    if (state.genre !== genre) Object.assign(state, { items: [], page: 0, hasMore: true });
    state.genre = genre;
    await runLoad(
      state,
      () => this.catalogue.genreGames({ genre, page: pageNumber, limit: GENRE_PAGE_SIZE, selectedRow: false }),
      {
        isCurrent,
        apply: (games) =>
          // A plain reference: a list of any length is stored without making each game reactive.
          Object.assign(state, {
            items: ref(mergePage(state.items, games, pageNumber)),
            page: pageNumber,
            hasMore: hasMore(games),
          }),
      },
    );
  }

  /** Drops the answers still in flight (a reset must not be undone by a late page). */
  cancel(): void {
    this.requests.cancel(KEY);
    this.shared.forget();
  }
}
