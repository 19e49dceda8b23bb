import { defaultConfig } from '../../src/application/config';
import { memoryStore } from './memory-store';
import type { Platform } from '../../src/composition/platform';
import { TEST_ORIGIN } from './mock-server';

/**
 * The composition root's environment for tests: the real config shape pointed at the msw/node
 * mock, an in-memory storage, a recording location, deterministic ids and randomness.
 */
export function testPlatform(overrides: Partial<Platform> & { path?: string; assigned?: string[] } = {}): Platform {
  const { path = '/home', assigned = [], ...rest } = overrides;
  let ids = 0;
  return {
    config: { ...defaultConfig, apiBaseUrl: TEST_ORIGIN },
    storage: memoryStore(),
    location: { pathname: path, search: '', assign: (url: string) => void assigned.push(url) },
    fetch: (input, init) => globalThis.fetch(input, init),
    newId: () => `id-${++ids}`,
    random: () => 0.5,
    agentDetails: 'vitest',
    origin: TEST_ORIGIN,
    ...rest,
  };
}
