import { GameToggle } from './game-toggle';
import { bookmarkFeedback, isBookmarkSuccess, toggleBookmark } from '../../../domain/game-actions';
import type { GameActionOutcome } from './game-action-outcome';
import { runGameAction } from './run-game-action';
import { PATHS } from '../../../domain/route-paths';

/**
 * POST /play/game/bookmark {gameid}. Spec §5 "A bookmark counts as successful only when the
 * response data message equals Success"; §4 "Bookmark success flips isBookmarked locally";
 * §8 the favorite modal with its texts ("A server message takes precedence") and a See Favorite
 * button to /favorite, "Otherwise an error modal titled 'Failed'".
 */
export class ToggleBookmark extends GameToggle {
  async execute(): Promise<GameActionOutcome> {
    const game = this.store.game;
    if (!game) return 'ignored';
    if (!this.requireLogin.execute({ kind: 'bookmark', gameId: game.id, uniqueName: game.uniqueName })) return 'login-required';
    const wasBookmarked = game.isBookmarked;
    // A refused bookmark shows "errors[0].message", or 'Something went wrong'.
    return runGameAction(this.store, 'bookmark', this.notify, async () => {
      if (await this.offline?.whenOffline(game, { kind: 'bookmark', bookmarked: !wasBookmarked })) return 'queued';
      const reply = await this.actions.bookmark(game.id);
      if (!isBookmarkSuccess(reply.message)) {
        const message = reply.message?.trim();
        this.notify.execute({
          type: 'error',
          title: { code: 'failed' },
          text: message ? { code: 'refused', message } : { code: 'something-went-wrong' },
        });
        return 'failed';
      }
      const current = this.store.game;
      if (current?.id === game.id) Object.assign(current, toggleBookmark(current));
      const { title, text } = bookmarkFeedback(wasBookmarked, reply.displayMessage);
      this.notify.execute({
        type: 'favorite',
        title,
        text,
        buttonTitle: { code: 'see-favorite' },
        buttonTarget: PATHS.favorite,
      });
      return 'done';
    });
  }
}
