import { token } from '../token';
import type { QueuedGameAction } from '../../domain/queued-game-action';

/**
 * Where the actions made offline wait on the device, one list per account, kept across reloads
 * and restarts (IndexedDB in the browser). Reads never fail: storage that cannot be read is empty.
 */
export interface OfflineActionQueuePort {
  load(userId: string): Promise<QueuedGameAction[]>;
  save(userId: string, actions: readonly QueuedGameAction[]): Promise<void>;
}
export const OfflineActionQueuePort = token<OfflineActionQueuePort>('OfflineActionQueuePort');
