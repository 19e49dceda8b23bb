import type { SavedGamesPort } from '../../application/ports/saved-games.port';
import type { SavedGame } from '../../domain/saved-games';

/**
 * The games saved for offline play, with the Cache Storage and IndexedDB code fetched the first
 * time a saved game is read or written: /home's first screen needs none of it, and the list is read
 * once the first screen is up (ui/hooks/use-saved-games.ts). A fetch that fails (offline before
 * the code was ever kept) is tried again on the next use.
 */
export class LazySavedGames implements SavedGamesPort {
  private real: Promise<SavedGamesPort> | null = null;

  private use<T>(run: (saved: SavedGamesPort) => Promise<T>): Promise<T> {
    const real = (this.real ??= import('./cache-storage-saved-games').then((module) => new module.CacheStorageSavedGames()));
    real.catch(() => (this.real = null));
    return real.then(run);
  }

  storeFiles(files: readonly string[]): Promise<void> {
    return this.use((saved) => saved.storeFiles(files));
  }
  removeFiles(files: readonly string[]): Promise<void> {
    return this.use((saved) => saved.removeFiles(files));
  }
  missingFiles(files: readonly string[]): Promise<string[]> {
    return this.use((saved) => saved.missingFiles(files));
  }
  list(): Promise<SavedGame[]> {
    return this.use((saved) => saved.list());
  }
  put(game: SavedGame): Promise<void> {
    return this.use((saved) => saved.put(game));
  }
  delete(uniqueName: string): Promise<void> {
    return this.use((saved) => saved.delete(uniqueName));
  }
}
