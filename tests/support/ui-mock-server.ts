import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { startMockServer } from './mock-server';

type MockServer = ReturnType<typeof startMockServer>;

/**
 * The mock server for one UI test file: started before its tests, reset after each (once the
 * rendered app is unmounted, so no late request of the last test reaches the next one), closed
 * after all. Call it at the top of a describe block.
 */
export function useMockServer(): MockServer {
  let server: MockServer | undefined;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    cleanup();
    server?.reset();
  });
  afterAll(() => server?.close());
  const started = (): MockServer => {
    if (!server) throw new Error('The mock server starts in beforeAll; use it inside a test.');
    return server;
  };
  return { backend: () => started().backend(), reset: () => started().reset(), close: () => started().close() };
}
