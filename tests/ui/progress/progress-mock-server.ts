import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { startMockServer } from '../../support/mock-server';
import { deviceProgress } from './device-progress-mock';

/**
 * The mock backend for a progress screens' test file: after each test the page is unmounted, the
 * mock reset, the device's progress emptied and the clock real again.
 */
export function startProgressMock(): ReturnType<typeof startMockServer> {
  const server = startMockServer();
  afterEach(() => {
    cleanup();
    server.reset();
    deviceProgress.clear();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}
