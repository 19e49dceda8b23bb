import type { GameActionsPort } from '../../ports/game-actions.port';
import type { GameDetailState } from '../../stores/game-detail.store';
import type { ShowNotification } from '../notifications/show-notification';
import { applyRating, validateRating, type RatingErrors } from '../../../domain/game-actions';
import type { RequireLogin } from './require-login';
import type { GameActionOutcome } from './game-action-outcome';
import type { LoadRatingDetails } from './load-rating-details';
import { runGameAction } from './run-game-action';
import type { QueueGameAction } from '../offline/queue-game-action';

export interface RateGameRequest {
  rating: number;
  comment: string;
}

/** 'invalid' carries the message to show next to each field; nothing is sent then. */
export type RateGameResult = { outcome: GameActionOutcome } | { outcome: 'invalid'; errors: RatingErrors };

/**
 * POST /play/game/rating {gameid, rating, comment}. Spec §5 "A rating ... counts as successful only
 * when response status is OK" (a status that is not OK arrives here as a rejected ServiceError);
 * §4 "Rating success sets the average and the user's own rating and comment"; §8 success modal
 * 'Success' with 'Game rated successfully!', otherwise an error modal titled 'Failed'.
 */
export class RateGame {
  constructor(
    private readonly actions: GameActionsPort,
    private readonly store: GameDetailState,
    private readonly requireLogin: RequireLogin,
    private readonly notify: ShowNotification,
    private readonly loadRatings: LoadRatingDetails,
    /** Offline, the rating waits on the device (docs/decisions/0034). */
    private readonly offline?: QueueGameAction,
  ) {}

  async execute(request: RateGameRequest): Promise<RateGameResult> {
    const game = this.store.game;
    if (!game) return { outcome: 'ignored' };
    const comment = request.comment.trim();
    const errors = validateRating(request.rating, comment);
    if (errors.rating || errors.comment) return { outcome: 'invalid', errors };
    // A guest's filled form comes back filled after login.
    const pending = { kind: 'rate', gameId: game.id, uniqueName: game.uniqueName, rating: request.rating, comment } as const;
    if (!this.requireLogin.execute(pending)) return { outcome: 'login-required' };
    const outcome = await runGameAction(this.store, 'rating', this.notify, async () => {
      if (await this.offline?.whenOffline(game, { kind: 'rate', rating: request.rating, comment })) return 'queued';
      const reply = await this.actions.rate(game.id, request.rating, comment);
      const current = this.store.game;
      if (current?.id !== game.id) return 'done';
      Object.assign(
        current,
        applyRating(current, {
          average: reply.ratingAverage,
          own: { rating: request.rating, comment },
          ratingCount: reply.ratingCount,
        }),
      );
      this.notify.execute({ type: 'success', title: { code: 'success' }, text: { code: 'game-rated' } });
      // The review list now holds the player's review; refresh it without holding up the result.
      void this.loadRatings.execute(game.id);
      return 'done';
    });
    return { outcome };
  }
}
