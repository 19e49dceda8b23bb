import type { GameActionsPort } from '../../ports/game-actions.port';
import type { GameDetailState } from '../../stores/game-detail.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { QueueGameAction } from '../offline/queue-game-action';
import type { RequireLogin } from './require-login';

/** What a like and a favourite on the game on screen both need: the call, the page, the login check and the modals. */
export abstract class GameToggle {
  constructor(
    protected readonly actions: GameActionsPort,
    protected readonly store: GameDetailState,
    protected readonly requireLogin: RequireLogin,
    protected readonly notify: ShowNotification,
    /** Offline, the action waits on the device (docs/decisions/0034). */
    protected readonly offline?: QueueGameAction,
  ) {}
}
