import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { SavedGamesPort } from '../../application/ports/saved-games.port';
import { ServiceError } from '../../application/errors';
import type { SavedGame } from '../../domain/saved-games';

/**
 * The Cache Storage cache the service worker serves /games/** from first when offline: its name is
 * shared with the worker and must not change.
 */
export const SAVED_GAMES_CACHE = 'portal-saved-games';
/** The saved titles (IndexedDB through idb-keyval), one key per uniqueName. */
export const SAVED_LIST_DB = 'portal-saved-game-list';

const isSavedGame = (value: unknown): value is SavedGame => {
  const v = value as Partial<SavedGame> | null;
  return Boolean(
    v && typeof v.slug === 'string' && typeof v.bytes === 'number' && v.game && typeof v.game.uniqueName === 'string',
  );
};

/** Saved games in Cache Storage and IndexedDB. Without them (an old browser), nothing is saved and saving fails. */
export class CacheStorageSavedGames implements SavedGamesPort {
  private db: UseStore | null = null;

  async storeFiles(files: readonly string[]): Promise<void> {
    if (typeof caches === 'undefined') throw new Error('Cache Storage is not available');
    const cache = await caches.open(SAVED_GAMES_CACHE);
    try {
      // addAll keeps all or nothing: a game with a missing file would not play offline anyway.
      await cache.addAll([...files]);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'QuotaExceededError') throw error;
      throw new ServiceError('network', 'The game could not be downloaded.');
    }
  }

  async removeFiles(files: readonly string[]): Promise<void> {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(SAVED_GAMES_CACHE);
    await Promise.all(files.map((file) => cache.delete(file)));
  }

  async missingFiles(files: readonly string[]): Promise<string[]> {
    if (typeof caches === 'undefined') return [...files];
    const cache = await caches.open(SAVED_GAMES_CACHE);
    const held = await Promise.all(files.map(async (file) => Boolean(await cache.match(file))));
    return files.filter((_, index) => !held[index]);
  }

  async list(): Promise<SavedGame[]> {
    try {
      return (await values(this.open())).filter(isSavedGame);
    } catch {
      return [];
    }
  }

  async put(saved: SavedGame): Promise<void> {
    await set(saved.game.uniqueName, saved, this.open());
  }

  async delete(uniqueName: string): Promise<void> {
    await del(uniqueName, this.open());
  }

  private open(): UseStore {
    this.db ??= createStore(SAVED_LIST_DB, 'titles');
    return this.db;
  }
}
