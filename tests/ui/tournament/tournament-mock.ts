import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { startMockServer } from '../../support/mock-server';

/**
 * The mock backend for a /tournament test file: reset before each test; after each, the clock is
 * real again and the live board's streams and ticks are stopped, so no update reaches the next test.
 */
export function startTournamentMock(afterEachTest?: () => void): ReturnType<typeof startMockServer> {
  const server = startMockServer();
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  afterEach(() => {
    vi.useRealTimers();
    afterEachTest?.();
    server.backend().streams.dropAll();
    server.backend().live.stop();
  });
  return server;
}
