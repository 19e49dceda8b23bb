import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createContainer } from '../../src/composition/container';
import { defaultConfig, type AppConfig } from '../../src/application/config';
import { memoryStore } from '../../src/adapters/storage/web-session-storage';
import { RestoreSession } from '../../src/application/use-cases/session/restore-session';
import { createRoutes } from '../../src/ui/routes';
import { ContainerProvider } from '../../src/ui/hooks/container-context';
import { TEST_ORIGIN } from './mock-server';

/**
 * Renders the whole portal at `path` with a fresh container whose real HTTP adapter talks to the
 * msw/node mock server (start it with startMockServer in the test file).
 */
export function renderApp(path: string, options: { storage?: Record<string, string>; config?: Partial<AppConfig> } = {}) {
  const storage = memoryStore(options.storage);
  const assigned: string[] = [];
  let ids = 0;
  const composition = createContainer({
    config: { ...defaultConfig, apiBaseUrl: TEST_ORIGIN, ...options.config },
    storage,
    location: { pathname: path, search: '', assign: (url: string) => void assigned.push(url) },
    fetch: (input, init) => globalThis.fetch(input, init),
    newId: () => `id-${++ids}`,
    random: () => 0.5,
    agentDetails: 'vitest-jsdom',
  });
  composition.resolver.get(RestoreSession).execute();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  composition.navigation.attach(router);
  const view = render(
    <ContainerProvider resolver={composition.resolver}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { ...view, router, storage, resolver: composition.resolver, assigned };
}
