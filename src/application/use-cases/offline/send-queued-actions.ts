import type { OfflineActionQueuePort } from '../../ports/offline-action-queue.port';
import type { NetworkStatusPort } from '../../ports/network-status.port';
import type { GameActionsPort } from '../../ports/game-actions.port';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { AuthState } from '../../stores/auth.store';
import type { OfflineActionsState } from '../../stores/offline-actions.store';
import type { GameDetailState } from '../../stores/game-detail.store';
import type { ShowToast } from '../notifications/show-toast';
import { ServiceError } from '../../errors';
import { failureOf, type Failure } from '../../failure-text';
import { withoutQueued, type QueuedGameAction } from '../../../domain/queued-game-action';
import { applyRating, isBookmarkSuccess, toggleBookmark, toggleLike } from '../../../domain/game-actions';

/** What became of one queued action: done with (sent, refused or in conflict, and said so), or kept for later. */
type SendResult = 'settled' | 'later';

/**
 * Sends the logged-in player's queued actions once, oldest first, when the network is back. Each
 * leaves the queue only once the server has answered it: a success changes the game as spec §4
 * says ("Like success flips isLiked ...", "Bookmark success flips isBookmarked", "Rating success
 * sets the average and the user's own rating"); a refusal is shown with spec §8's texts ('Failed',
 * the server's first error, else 'Something went wrong'). A like or favourite the account already
 * has (done on another device meanwhile) is a conflict: it is shown and not sent, since the call
 * toggles and would undo it. No answer at all, or an ended session, keeps the rest for later.
 * Another account's queue is never sent: the sending stops as soon as the account changes.
 */
export class SendQueuedActions {
  private running = false;

  constructor(
    private readonly queue: OfflineActionQueuePort,
    private readonly network: NetworkStatusPort,
    private readonly auth: AuthState,
    private readonly store: OfflineActionsState,
    private readonly actions: GameActionsPort,
    private readonly catalogue: GameCataloguePort,
    private readonly detail: GameDetailState,
    private readonly toast: ShowToast,
  ) {}

  async execute(): Promise<void> {
    const userId = this.auth.userId;
    if (this.running || !userId || !this.auth.token || !this.network.isOnline()) return;
    this.running = true;
    this.store.sending = true;
    try {
      for (;;) {
        const [next] = await this.queue.load(userId);
        if (!next || !this.sameAccount(userId)) break;
        if ((await this.sendOne(next)) === 'later') break;
        // Loaded again: an action queued while this one was on its way is kept.
        const rest = withoutQueued(await this.queue.load(userId), next.id);
        if (!(await this.saved(userId, rest))) break;
        if (this.sameAccount(userId)) this.store.actions = rest;
      }
    } finally {
      this.running = false;
      this.store.sending = false;
    }
  }

  /**
   * A device that cannot write its queue (storage full, the page closing) stops the sending: the
   * action just sent would otherwise be read back and sent again. It stays on the device and is
   * sent again later, where a like or favourite the account already has is not sent twice.
   */
  private async saved(userId: string, rest: readonly QueuedGameAction[]): Promise<boolean> {
    try {
      await this.queue.save(userId, rest);
      return true;
    } catch {
      return false;
    }
  }

  private sameAccount(userId: string): boolean {
    return this.auth.userId === userId && Boolean(this.auth.token);
  }

  private async sendOne(action: QueuedGameAction): Promise<SendResult> {
    try {
      if (action.kind === 'rate') return await this.sendRating(action);
      const current = await this.catalogue.detail(action.uniqueName);
      const already = action.kind === 'like' ? current.isLiked === action.liked : current.isBookmarked === action.bookmarked;
      if (already) {
        this.toast.execute({ code: 'queued-action-already-done', action }, 'info');
        return 'settled';
      }
      if (action.kind === 'like') {
        await this.actions.like(action.gameId);
        this.onScreen(action.gameId, (game) => Object.assign(game, toggleLike(game)));
      } else {
        const reply = await this.actions.bookmark(action.gameId);
        if (!isBookmarkSuccess(reply.message)) {
          const message = reply.message?.trim();
          this.failed(action, message ? { code: 'refused', message } : { code: 'something-went-wrong' });
          return 'settled';
        }
        this.onScreen(action.gameId, (game) => Object.assign(game, toggleBookmark(game)));
      }
      this.toast.execute({ code: 'queued-action-sent', action }, 'success');
      return 'settled';
    } catch (error) {
      if (error instanceof ServiceError && (error.reason === 'network' || error.reason === 'unauthorized')) return 'later';
      this.failed(action, failureOf(error, 'something-went-wrong'));
      return 'settled';
    }
  }

  private async sendRating(action: Extract<QueuedGameAction, { kind: 'rate' }>): Promise<SendResult> {
    const reply = await this.actions.rate(action.gameId, action.rating, action.comment);
    this.onScreen(action.gameId, (game) =>
      Object.assign(
        game,
        applyRating(game, {
          average: reply.ratingAverage,
          own: { rating: action.rating, comment: action.comment },
          ratingCount: reply.ratingCount,
        }),
      ),
    );
    // Spec §8 "'Game rated successfully!'", worded with the game's name: the player may be on another page.
    this.toast.execute({ code: 'queued-action-sent', action }, 'success');
    return 'settled';
  }

  private onScreen(gameId: string, change: (game: NonNullable<GameDetailState['game']>) => void): void {
    const game = this.detail.game;
    if (game?.id === gameId) change(game);
  }

  /** Spec §8: an error titled 'Failed' with the server's message, or 'Something went wrong'. */
  private failed(action: QueuedGameAction, failure: Failure): void {
    this.toast.execute({ code: 'queued-action-failed', action, failure }, 'error');
  }
}
