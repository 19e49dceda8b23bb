import { WebDeviceStorage } from '../../src/adapters/storage/web-device-storage';
import { memoryStore } from './memory-store';
import type { NavigationPort } from '../../src/application/ports/navigation.port';
import type { UserCachesPort } from '../../src/application/ports/user-caches.port';

/** A session storage over an in-memory map, with its raw contents visible to assertions. */
export function fakeStorage(initial: Record<string, string> = {}) {
  const raw = memoryStore(initial);
  return Object.assign(new WebDeviceStorage(raw), { raw: () => raw.dump() });
}

/** Records navigations instead of performing them. */
export function fakeNavigation(current = '/home'): NavigationPort & { visited: string[]; assigned: string[] } {
  const visited: string[] = [];
  const assigned: string[] = [];
  return {
    visited,
    assigned,
    go: (path) => {
      visited.push(path);
      current = path;
    },
    assign: (url) => void assigned.push(url),
    currentPath: () => current,
  };
}

/** The player's offline caches, counting how often they were cleared. */
export function fakeUserCaches(): UserCachesPort & { cleared: number } {
  const caches = {
    cleared: 0,
    clear: () => {
      caches.cleared += 1;
      return Promise.resolve();
    },
  };
  return caches;
}
