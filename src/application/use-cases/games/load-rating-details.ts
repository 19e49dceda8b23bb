import type { GameActionsPort } from '../../ports/game-actions.port';
import type { GameDetailState } from '../../stores/game-detail.store';
import { sortRatingsDescending } from '../../../domain/game';
import { LatestRequest } from './latest-request';
import { runLoad } from '../run-load';

/**
 * The reviews of the game on screen: GET /play/game/rating/details/{gameId}, spec §3
 * "gameRatings, a list with a rating field per entry, sorted by rating descending".
 */
export class LoadRatingDetails {
  private readonly requests = new LatestRequest();

  constructor(
    private readonly actions: GameActionsPort,
    private readonly store: GameDetailState,
  ) {}

  async execute(gameId: string): Promise<void> {
    const state = this.store.ratings;
    const isCurrent = this.requests.start('ratings');
    await runLoad(state, () => this.actions.ratingDetails(gameId), {
      // The player may have moved on to another game meanwhile.
      isCurrent: () => isCurrent() && this.store.game?.id === gameId,
      apply: (ratings) => (state.items = sortRatingsDescending(ratings)),
    });
  }
}
