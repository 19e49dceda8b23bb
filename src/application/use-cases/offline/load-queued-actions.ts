import type { OfflineActionQueuePort } from '../../ports/offline-action-queue.port';
import type { AuthState } from '../../stores/auth.store';
import type { OfflineActionsState } from '../../stores/offline-actions.store';

/**
 * Shows the queue of whoever is logged in now: a guest has none, and after a change of account the
 * previous player's waiting actions leave the screen (they stay on the device under that account,
 * docs/decisions/0034).
 */
export class LoadQueuedActions {
  constructor(
    private readonly queue: OfflineActionQueuePort,
    private readonly auth: AuthState,
    private readonly store: OfflineActionsState,
  ) {}

  async execute(): Promise<void> {
    const userId = this.auth.token ? this.auth.userId : null;
    if (!userId) {
      Object.assign(this.store, { userId: null, actions: [] });
      return;
    }
    if (this.store.userId !== userId) Object.assign(this.store, { userId, actions: [] });
    const actions = await this.queue.load(userId);
    if (this.auth.userId === userId) Object.assign(this.store, { userId, actions });
  }
}
