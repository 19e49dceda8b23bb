import { token } from '../token';
import type { SavedGame } from '../../domain/saved-games';

/**
 * What the device keeps for offline play: the games' files (Cache Storage, where the service
 * worker finds them) and the list of saved titles (IndexedDB).
 */
export interface SavedGamesPort {
  /** Downloads and keeps every file; fails (keeping nothing new) when one cannot be fetched or there is no room. */
  storeFiles(files: readonly string[]): Promise<void>;
  removeFiles(files: readonly string[]): Promise<void>;
  /** The files of `files` the device does not hold (none missing: the game plays offline). */
  missingFiles(files: readonly string[]): Promise<string[]>;
  list(): Promise<SavedGame[]>;
  put(saved: SavedGame): Promise<void>;
  delete(uniqueName: string): Promise<void>;
}
export const SavedGamesPort = token<SavedGamesPort>('SavedGamesPort');

/** navigator.storage.estimate(): what the portal's origin uses on the device; null where unknown. */
export interface StorageEstimatePort {
  estimate(): Promise<{ usage: number; quota: number } | null>;
}
export const StorageEstimatePort = token<StorageEstimatePort>('StorageEstimatePort');
