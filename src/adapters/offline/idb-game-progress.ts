import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { GameProgressPort } from '../../application/ports/game-progress.port';

/** The database and object store of the games' progress. */
export const PROGRESS_DB_NAME = 'portal-game-progress';
export const PROGRESS_STORE_NAME = 'progress';

/**
 * Game progress in IndexedDB through idb-keyval: it survives a reload, a closed tab, a restarted
 * phone and a day offline, which sessionStorage would not. One key per owner and title.
 */
export class IdbGameProgress implements GameProgressPort {
  private store: UseStore | null = null;

  async read(owner: string, title: string): Promise<unknown> {
    try {
      return await get(this.key(owner, title), this.open());
    } catch {
      return undefined;
    }
  }

  async write(owner: string, title: string, progress: unknown): Promise<void> {
    await set(this.key(owner, title), progress, this.open());
  }

  async remove(owner: string, title: string): Promise<void> {
    await del(this.key(owner, title), this.open());
  }

  async titles(owner: string): Promise<string[]> {
    const prefix = `${owner}\n`;
    try {
      return (await keys(this.open()))
        .filter((key): key is string => typeof key === 'string' && key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
    } catch {
      return [];
    }
  }

  /** A newline cannot be part of an owner, so owner and title never run into each other. */
  private key(owner: string, title: string): string {
    return `${owner}\n${title}`;
  }

  /** Opened on first use: a player who never opens a game never opens the database. */
  private open(): UseStore {
    this.store ??= createStore(PROGRESS_DB_NAME, PROGRESS_STORE_NAME);
    return this.store;
  }
}
