import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { OfflineActionQueuePort } from '../../application/ports/offline-action-queue.port';
import { parseQueuedActions, type QueuedGameAction } from '../../domain/queued-game-action';

/** The database and object store that hold the queues (one key per account). */
export const OFFLINE_DB_NAME = 'portal-offline';
export const QUEUE_STORE_NAME = 'queued-actions';

/**
 * The actions made offline, in IndexedDB through idb-keyval (about 0.5 KB): they survive a reload, a
 * closed tab and a restarted phone, which sessionStorage would not. Storage that cannot be opened
 * (private mode, no IndexedDB) reads as empty, and a write that fails is reported to the caller.
 */
export class IdbOfflineActionQueue implements OfflineActionQueuePort {
  private store: UseStore | null = null;

  async load(userId: string): Promise<QueuedGameAction[]> {
    try {
      return parseQueuedActions(await get(this.key(userId), this.open()), userId);
    } catch {
      return [];
    }
  }

  async save(userId: string, actions: readonly QueuedGameAction[]): Promise<void> {
    await set(
      this.key(userId),
      actions.filter((action) => action.userId === userId),
      this.open(),
    );
  }

  private key(userId: string): string {
    return `user:${userId}`;
  }

  /** Opened on first use, not at start: a guest who never likes anything never opens the database. */
  private open(): UseStore {
    this.store ??= createStore(OFFLINE_DB_NAME, QUEUE_STORE_NAME);
    return this.store;
  }
}
