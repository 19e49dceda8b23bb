import { lazy, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { FeatureArea, FeatureAreasPort } from '../application/ports/feature-areas.port';
import { AppShell } from './layout/app-shell';
import { LocaleSync } from './i18n/locale-sync';
import { pageWords, screenWords } from './i18n/catalogue';
import { RouteGuard } from './route-guard';
import { RouteErrorBoundary, ShellErrorBoundary } from './layout/route-error-boundary';
import { trackScreenLoad } from './layout/screen-loading';
import { ROUTES, type RouteRow } from './route-manifest';
import { routeAt } from './route-match';
import ENTRY_SCREENS from 'virtual:entry-screens';
import { useService } from './hooks/container-context';
import { afterIdle } from './hooks/after-idle';
import { DataSaverStore } from '../application/stores/data-saver.store';

type ScreenModule = { Component: ComponentType };
type Areas = readonly FeatureArea[];

/**
 * Every screen module under src/ui/screens, as a loader: each is a lazy module exporting
 * `Component`, and the build puts each in its own file unless its manifest row says otherwise
 * (scripts/route-build.ts). Which route shows which screen is the route manifest's business.
 *
 * Routing uses React Router's declarative mode rather than the data router the architecture
 * guide suggests: the data router adds about 16 KB gzip to the first load (measured; see
 * docs/decisions). Lazy screens, per-route error boundaries, the loading bar and scroll reset are
 * done with React itself (lazy, Suspense, an error boundary).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern
const SCREEN_MODULES = import.meta.glob<ScreenModule>('./screens/*/*-screen.tsx');

/** Screen modules that have arrived, so a screen whose code is here renders without suspending. */
const loadedScreens = new Map<() => Promise<ScreenModule>, ScreenModule>();
const withWords = new Map<() => Promise<ScreenModule>, () => Promise<ScreenModule>>();

/**
 * The loader of a manifest row's screen module. A screen of the entry file is here already: it
 * renders at once, never through a placeholder (its first data may have answered by then, and
 * /home's hero-first order counts on seeing the trailers arrive).
 */
export function screenLoader(screen: RouteRow['screen']): () => Promise<ScreenModule> {
  const inEntry = ENTRY_SCREENS[screen];
  if (inEntry) {
    const load = () => Promise.resolve(inEntry);
    loadedScreens.set(load, inEntry);
    return load;
  }
  const module = SCREEN_MODULES[`./screens/${screen}.tsx`];
  if (!module) throw new Error(`The route manifest names a screen that does not exist: src/ui/screens/${screen}.tsx`);
  // A lazy screen renders with its words: the screens' catalogue comes with the first of them; a
  // help or legal page brings its own catalogue instead (their long texts, docs/decisions/0044).
  // One loader per screen module, shared by the routes that show it.
  let load = withWords.get(module);
  if (!load) {
    const words = screen.startsWith('static-pages/') ? pageWords : screenWords;
    load = () => Promise.all([module(), words()]).then(([loaded]) => loaded);
    withWords.set(module, load);
  }
  return load;
}

const screens = ROUTES.map((row) => ({ path: row.path, load: screenLoader(row.screen), areas: row.areas ?? [] }));

const loadScreen = (load: () => Promise<ScreenModule>) =>
  load().then((module) => {
    loadedScreens.set(load, module);
    return module;
  });
const screenAt = (pathname: string) => screens[ROUTES.indexOf(routeAt(pathname).row)]!;

/**
 * Starts downloading the screen for `pathname` now, before the configuration and the container
 * are ready; the route later takes the same module.
 */
export function preloadScreen(pathname: string): void {
  loadScreen(screenAt(pathname).load).catch(() => undefined); // a failure shows when the route renders
}

/**
 * Resolves once the screen for `pathname` and its feature areas are here (or have failed: the
 * route shows that). The entry waits for it before the first render, so the first screen renders
 * at once: a lazy screen that suspends shows its placeholder, and React then holds the real screen
 * back for up to 300 ms after a placeholder appeared (its fallback throttle), which delays the
 * page's largest picture.
 */
export function screenReady(pathname: string, features: FeatureAreasPort): Promise<void> {
  const { load, areas } = screenAt(pathname);
  return Promise.all([loadScreen(load), ...areas.map((area) => features.ensure(area))]).then(
    () => undefined,
    () => undefined,
  );
}

export interface ScreenRoute {
  path: string;
  Screen: ComponentType;
}

/**
 * One on-demand component per screen; its code and its areas' services download in parallel.
 * A screen whose code and areas are already here renders directly; otherwise it is React.lazy.
 * The choice is made once per mount, so a screen never remounts when its code arrives.
 */
export function createScreenRoutes(features: FeatureAreasPort): ScreenRoute[] {
  const cache = new Map<() => Promise<ScreenModule>, ComponentType>();
  const onDemand = (load: () => Promise<ScreenModule>, needed: Areas) => {
    // Several paths share one screen module (the game lists): one component for all of them.
    if (!cache.has(load)) {
      const loading = () => Promise.all([loadScreen(load), ...needed.map((area) => features.ensure(area))]);
      const Lazy = lazy(() => trackScreenLoad(loading()).then(([module]) => ({ default: module.Component })));
      const Screen = () => {
        const [ready] = useState(() => (needed.every((area) => features.isReady(area)) ? loadedScreens.get(load) : undefined));
        return ready ? <ready.Component /> : <Lazy />;
      };
      cache.set(load, Screen);
    }
    return cache.get(load)!;
  };
  return screens.map(({ path, load, areas }) => ({ path, Screen: onDemand(load, areas) }));
}

/** The portal's routes: the shell around the route guard around every screen. */
export function AppRoutes({ features }: { features: FeatureAreasPort }) {
  const [routes] = useState(() => createScreenRoutes(features));
  useStartOnFirstTouch(features);
  return (
    <>
      <LocaleSync />
      <Routes>
        <Route
          element={
            <ShellErrorBoundary>
              <AppShell />
            </ShellErrorBoundary>
          }
        >
          <Route element={<RouteGuard />}>
            {routes.map(({ path, Screen }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RouteErrorBoundary>
                    <Screen />
                  </RouteErrorBoundary>
                }
              />
            ))}
          </Route>
        </Route>
      </Routes>
    </>
  );
}

/**
 * Links start loading where they lead on a tap's first touch (start-on-first-touch.ts). Its code
 * comes after the first screen, and not at all with data saver on, when it would do nothing: a
 * touch before then loads on the click, as any link does.
 */
function useStartOnFirstTouch(features: FeatureAreasPort): void {
  const dataSaver = useService(DataSaverStore);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    afterIdle(() => {
      if (!live || dataSaver.on) return;
      void import('./start-on-first-touch').then(({ startOnFirstTouch }) => {
        if (!live) return;
        stop = startOnFirstTouch(document, {
          saving: () => dataSaver.on,
          preload: (pathname) => void screenReady(pathname, features),
        });
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [dataSaver, features]);
}
