import type { OfflineActionQueuePort } from '../../ports/offline-action-queue.port';
import type { NetworkStatusPort } from '../../ports/network-status.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { Clock } from '../../ports/clock.port';
import type { AuthState } from '../../stores/auth.store';
import type { OfflineActionsState } from '../../stores/offline-actions.store';
import { addToQueue, type QueuedGameAction } from '../../../domain/queued-game-action';
import type { GameDetail } from '../../../domain/game';

type QueuedWish =
  | { kind: 'like'; liked: boolean }
  | { kind: 'bookmark'; bookmarked: boolean }
  | { kind: 'rate'; rating: number; comment: string };

/**
 * A like, favourite or rating made while the device is offline is not lost: it waits on the
 * device under the player's account (SendQueuedActions sends it when the network returns). The
 * game on screen does not change yet: spec §4 changes it on success ("Like success flips isLiked"),
 * and success is the server's answer; until then the page shows the action as pending.
 */
export class QueueGameAction {
  constructor(
    private readonly queue: OfflineActionQueuePort,
    private readonly network: NetworkStatusPort,
    private readonly auth: AuthState,
    private readonly store: OfflineActionsState,
    private readonly newId: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Queues the action and returns true when the device is offline; returns false (and does nothing) online. */
  async whenOffline(game: Pick<GameDetail, 'id' | 'uniqueName' | 'name'>, wish: QueuedWish): Promise<boolean> {
    const userId = this.auth.userId;
    if (this.network.isOnline() || !this.auth.token || !userId) return false;
    const action = {
      ...wish,
      id: `${this.clock().getTime()}-${this.newId()}`,
      userId,
      gameId: game.id,
      uniqueName: game.uniqueName,
      gameName: game.name,
      queuedAt: this.clock().toISOString(),
    } as QueuedGameAction;
    const stored = await this.queue.load(userId);
    const next = addToQueue(stored, action);
    await this.queue.save(userId, next);
    if (this.auth.userId === userId) Object.assign(this.store, { userId, actions: next });
    return true;
  }
}
