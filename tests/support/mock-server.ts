import { setupServer } from 'msw/node';
import { http, passthrough } from 'msw';
import { createMockBackend, type MockBackend } from '../../src/adapters/mock-backend/mock-backend';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The real mock backend behind msw/node: adapters and UI tests send real HTTP requests from the
 * real HttpClient and the same handlers as `npm start` answer them (faults and request log included).
 */
export function startMockServer(): { backend: () => MockBackend; reset: () => void; close: () => void } {
  let backend = createMockBackend();
  const server = setupServer(http.all('*', async ({ request }) => (await backend.handle(request)) ?? passthrough()));
  server.listen({ onUnhandledRequest: 'error' });
  return {
    backend: () => backend,
    reset: () => {
      backend = createMockBackend();
    },
    close: () => server.close(),
  };
}
