import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildContainer } from './build-container';
import { defaultConfig, type AppConfig } from '../../src/application/config';
import { memoryStore } from './memory-store';
import { RestoreSession } from '../../src/application/use-cases/session/restore-session';
import { AppRoutes } from '../../src/ui/routes';
import { startFirstData } from '../../src/ui/first-data';
import { RouterBridge, type RouterHandle } from '../../src/ui/router-bridge';
import { ContainerProvider } from '../../src/ui/hooks/container-context';
import { TEST_ORIGIN } from './mock-server';
import { testPlatform } from './test-platform';

/**
 * Renders the whole portal at `path` with a fresh container whose real HTTP adapter talks to the
 * msw/node mock server (start it with startMockServer in the test file). Feature areas load as
 * in the browser, when a route needs them; `features.ensure(area)` loads one for a direct call.
 * `startFirstData` starts the page's first call before rendering, as the browser's entry does.
 * `router.state.location` is where the app is now; `router.navigate(to)` moves it.
 */
export function renderApp(
  path: string,
  options: { storage?: Record<string, string>; config?: Partial<AppConfig>; startFirstData?: boolean } = {},
) {
  const storage = memoryStore(options.storage);
  const assigned: string[] = [];
  const composition = buildContainer(
    testPlatform({
      config: { ...defaultConfig, apiBaseUrl: TEST_ORIGIN, ...options.config },
      storage,
      path,
      assigned,
      agentDetails: 'vitest-jsdom',
    }),
  );
  composition.resolver.get(RestoreSession).execute();
  // As main.tsx does on a cold start: the page's first call goes out before React renders.
  if (options.startFirstData) startFirstData(path, composition.resolver);
  let handle: RouterHandle | undefined;
  const router = {
    get state(): RouterHandle['state'] {
      if (!handle) throw new Error('The router is not rendered yet');
      return handle.state;
    },
    navigate: (to: string, opts?: { replace?: boolean }) => handle?.navigate(to, opts),
  };
  const onRouter = (next: RouterHandle) => {
    handle = next;
    composition.navigation.attach(next);
  };
  const view = render(
    <ContainerProvider resolver={composition.resolver}>
      <MemoryRouter initialEntries={[path]}>
        <RouterBridge onRouter={onRouter} />
        <AppRoutes features={composition.features} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { ...view, router, storage, resolver: composition.resolver, features: composition.features, assigned };
}
