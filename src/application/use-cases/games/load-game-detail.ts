import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { GameDetailState } from '../../stores/game-detail.store';
import { initialGameDetailState } from '../../stores/game-detail.store';
import type { LoadRatingDetails } from './load-rating-details';
import { LatestRequest } from './latest-request';
import { ServiceError } from '../../errors';
import { namesSameGame } from '../../../domain/game';
import { runLoad } from '../run-load';
import { isNotInFamilyMode } from '../family/not-in-family-mode';
import { SharedLoad, type LoadOptions } from '../shared-load';

/** Spec §9 "Similar games: page 1, 10 items." */
export const SIMILAR_GAMES_PAGE = 1;
export const SIMILAR_GAMES_LIMIT = 10;
/**
 * The server refused the game (its envelope's error, or HTTP 404): the game does not exist. A
 * missing answer, a server error or an unreadable answer is a failure to load, never "not found".
 */
const isMissingGame = (error: unknown): boolean =>
  error instanceof ServiceError && (error.reason === 'rejected' || error.status === 404);

/**
 * The game page (spec §2 "similar games, likes, bookmarks, ratings and reviews"): the detail by
 * uniqueName, then its similar games and its reviews side by side.
 */
export class LoadGameDetail {
  private readonly requests = new LatestRequest();

  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: GameDetailState,
    private readonly loadRatings: LoadRatingDetails,
  ) {}

  private readonly shared = new SharedLoad();

  /**
   * A call for the game whose page is loading joins that load (see SharedLoad). The game the server
   * answered under another uniqueName is here already when its page opens at that game's own address
   * (the address is corrected in place, and the page mounts afresh): it is not asked for again.
   */
  execute(uniqueName: string, options?: LoadOptions): Promise<void> {
    const { renamedFrom, status, game } = this.store;
    if (renamedFrom !== null && status === 'succeeded' && game && namesSameGame(game.uniqueName, uniqueName)) {
      return Promise.resolve();
    }
    return this.shared.join(uniqueName, () => this.load(uniqueName), options);
  }

  private async load(uniqueName: string): Promise<void> {
    const isCurrent = this.requests.start('detail');
    // Another game's page must not flash while this one loads.
    if (this.store.uniqueName === null || !namesSameGame(this.store.uniqueName, uniqueName)) {
      Object.assign(this.store, initialGameDetailState());
    }
    this.store.uniqueName = uniqueName;
    this.store.notFound = false;
    let missing = false;
    const detail = await runLoad(this.store, () => this.catalogue.detail(uniqueName), {
      isCurrent,
      apply: (game) => {
        this.store.game = game;
        // Answered under another uniqueName: the page is that game's from now on (see renamedFrom).
        const renamed = !namesSameGame(game.uniqueName, uniqueName);
        this.store.renamedFrom = renamed ? uniqueName : null;
        if (renamed) this.store.uniqueName = game.uniqueName;
      },
      // Spec §8 "Game detail failure: 'Game not found'."
      failure: (error) => {
        missing = isMissingGame(error);
        // A game family mode hides is not shown, and the page says so kindly.
        if (isNotInFamilyMode(error)) return { code: 'not-in-family-mode' };
        return missing ? { code: 'game-not-found' } : undefined;
      },
    });
    if (detail.status === 'failed') this.store.notFound = missing;
    if (detail.status !== 'succeeded') return;
    const gameId = detail.value.id;
    await Promise.all([this.loadSimilar(gameId, isCurrent), this.loadRatings.execute(gameId)]);
  }

  /** Drops the answers still in flight (used by ResetGameDetail). */
  cancel(): void {
    this.requests.cancel('detail');
    this.shared.forget();
  }

  private async loadSimilar(gameId: string, isCurrent: () => boolean): Promise<void> {
    const state = this.store.similar;
    await runLoad(state, () => this.catalogue.similar(gameId, SIMILAR_GAMES_PAGE, SIMILAR_GAMES_LIMIT), {
      isCurrent,
      // A game is not similar to itself.
      apply: (games) => (state.items = games.filter((game) => game.id !== gameId)),
    });
  }
}
