import type { AppOrigin } from '../../ports/app-origin.port';
import { ShareCancelled, type SharePort } from '../../ports/share.port';
import type { GameDetailState } from '../../stores/game-detail.store';
import type { ShowToast } from '../notifications/show-toast';
import { gameDetailsPath } from '../../../domain/game';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed' | 'ignored';

/**
 * Share on the game page (the Web Share API where the browser has it, otherwise the deep
 * link is copied). The deep link is the game page on the portal's own origin, so whoever opens it
 * lands on the same game. A copied link is confirmed with a toast; a closed share sheet is not
 * an error and says nothing.
 */
export class ShareGame {
  constructor(
    private readonly share: SharePort,
    private readonly store: GameDetailState,
    private readonly origin: AppOrigin,
    private readonly toast: ShowToast,
  ) {}

  /** `invite`: the share sheet's text for the game on screen, as the UI words it in the player's language. */
  async execute(invite: string): Promise<ShareOutcome> {
    const game = this.store.game;
    if (!game) return 'ignored';
    const url = `${this.origin}${gameDetailsPath(game)}`;
    if (this.share.canShare()) {
      try {
        await this.share.share({ title: game.name, text: invite, url });
        return 'shared';
      } catch (error) {
        if (error instanceof ShareCancelled) return 'cancelled';
        // A share sheet that fails for another reason (e.g. not allowed here): copy instead.
      }
    }
    try {
      await this.share.copy(url);
      this.toast.execute({ code: 'link-copied' }, 'success');
      return 'copied';
    } catch {
      this.toast.execute({ code: 'link-not-copied' }, 'error');
      return 'failed';
    }
  }
}
