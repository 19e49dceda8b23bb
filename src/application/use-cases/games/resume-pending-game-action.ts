import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';
import { isLoggedIn } from '../../stores/auth.store';
import type { GameDetailState } from '../../stores/game-detail.store';
import { isPendingFor } from '../../../domain/pending-game-action';
import type { RateGameRequest } from './rate-game';
import type { ToggleBookmark } from './toggle-bookmark';
import type { ToggleLike } from './toggle-like';

/**
 * Finishes what a guest tapped before logging in, on the first game page they see logged in: the
 * like or the save is done unless the account already has it (both calls toggle, so a second one
 * would undo it); a rating is not sent unseen but handed back to fill the form. Whatever it was,
 * it is used once: a later visit to another game page never replays it.
 */
export class ResumePendingGameAction {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
    private readonly store: GameDetailState,
    private readonly like: ToggleLike,
    private readonly bookmark: ToggleBookmark,
  ) {}

  /** The rating form's contents to restore, or null. Call once the page's game has loaded. */
  async execute(): Promise<RateGameRequest | null> {
    const game = this.store.game;
    if (!isLoggedIn(this.auth) || !game) return null;
    const pending = this.storage.get('pending-game-action');
    if (!pending) return null;
    this.storage.remove('pending-game-action');
    if (!isPendingFor(pending, game)) return null;
    if (pending.kind === 'like' && !game.isLiked) await this.like.execute();
    if (pending.kind === 'bookmark' && !game.isBookmarked) await this.bookmark.execute();
    return pending.kind === 'rate' ? { rating: pending.rating, comment: pending.comment } : null;
  }
}
