import type { UserCachesPort } from '../../application/ports/user-caches.port';
import { USER_CACHES } from '../service-worker/cache-names';

/** The service worker's per-player caches in Cache Storage, deleted from the page. */
export class CacheStorageUserCaches implements UserCachesPort {
  constructor(private readonly storage: CacheStorage | undefined = globalThis.caches) {}

  async clear(): Promise<void> {
    const storage = this.storage;
    if (!storage) return;
    await Promise.all(USER_CACHES.map((name) => storage.delete(name)));
  }
}
