import type { GameActionsPort } from '../../ports/game-actions.port';
import type { GameDetailState } from '../../stores/game-detail.store';
import type { ShowNotification } from '../notifications/show-notification';
import { toggleLike } from '../../../domain/game-actions';
import type { RequireLogin } from './require-login';
import type { GameActionOutcome } from './game-action-outcome';
import { runGameAction } from './run-game-action';
import type { QueueGameAction } from '../offline/queue-game-action';

/** POST /play/game/like {gameid}; spec §4 "Like success flips isLiked and changes totalLikes by plus or minus 1." */
export class ToggleLike {
  constructor(
    private readonly actions: GameActionsPort,
    private readonly store: GameDetailState,
    private readonly requireLogin: RequireLogin,
    private readonly notify: ShowNotification,
    /** Offline, the like waits on the device (docs/decisions/0034). */
    private readonly offline?: QueueGameAction,
  ) {}

  async execute(): Promise<GameActionOutcome> {
    const game = this.store.game;
    if (!game) return 'ignored';
    if (!this.requireLogin.execute({ kind: 'like', gameId: game.id, uniqueName: game.uniqueName })) return 'login-required';
    return runGameAction(this.store, 'like', this.notify, async () => {
      if (await this.offline?.whenOffline(game, { kind: 'like', liked: !game.isLiked })) return 'queued';
      await this.actions.like(game.id);
      const current = this.store.game;
      if (current?.id === game.id) Object.assign(current, toggleLike(current));
      return 'done';
    });
  }
}
