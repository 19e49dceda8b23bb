import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { PlayerProgressPort } from '../../application/ports/player-progress.port';
import type { PlayerProgress } from '../../domain/player-progress';

/** The database and object store of the players' progress (daily results, streak days, achievements, bests). */
export const PLAYER_PROGRESS_DB_NAME = 'portal-player-progress';
export const PLAYER_PROGRESS_STORE_NAME = 'progress';

/**
 * The players' progress in IndexedDB through idb-keyval, one record per owner (the guest, or
 * `user:<id>`): it survives a reload, a restarted phone and days offline, which a streak needs.
 * A database of its own, so it never waits on a version change of the games' saved rounds.
 */
export class IdbPlayerProgress implements PlayerProgressPort {
  private store: UseStore | null = null;

  /** `openStore` is idb-keyval's own store by default; tests give one over a fake object store. */
  constructor(
    private readonly openStore: () => UseStore = () => createStore(PLAYER_PROGRESS_DB_NAME, PLAYER_PROGRESS_STORE_NAME),
  ) {}

  async read(owner: string): Promise<unknown> {
    try {
      return await get(owner, this.open());
    } catch {
      return undefined;
    }
  }

  async write(owner: string, progress: PlayerProgress): Promise<void> {
    await set(owner, progress, this.open());
  }

  async remove(owner: string): Promise<void> {
    await del(owner, this.open());
  }

  /** Opened on first use: a player who never finishes a game never opens the database. */
  private open(): UseStore {
    this.store ??= this.openStore();
    return this.store;
  }
}
