import { GameToggle } from './game-toggle';
import { toggleLike } from '../../../domain/game-actions';
import type { GameActionOutcome } from './game-action-outcome';
import { runGameAction } from './run-game-action';

/** POST /play/game/like {gameid}; spec §4 "Like success flips isLiked and changes totalLikes by plus or minus 1." */
export class ToggleLike extends GameToggle {
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
