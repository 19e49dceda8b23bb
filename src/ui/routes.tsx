import { lazy, useState, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { FeatureArea, FeatureAreasPort } from '../application/ports/feature-areas.port';
import { AppShell } from './layout/app-shell';
import { RouteGuard } from './route-guard';
import { RouteErrorBoundary, ShellErrorBoundary } from './layout/route-error-boundary';
import { trackScreenLoad } from './layout/screen-loading';
import { SCREEN_TABLE, type ScreenName } from './screen-table';
import * as homeScreen from './screens/home/home-screen';

type ScreenModule = { Component: ComponentType };
type Areas = FeatureArea | FeatureArea[];

/**
 * Every screen is a lazy module (a folder under src/ui/screens exporting `Component`), so the
 * first load carries only the shell. Which route shows which screen is SCREEN_TABLE
 * (screen-table.ts); the loaders below are the screens' imports, one per screen module.
 *
 * Routing uses React Router's declarative mode rather than the data router the architecture
 * guide suggests: the data router adds about 16 KB gzip to the first load (measured), and
 * issue 7's budget for /home is 150 KB. Lazy screens, per-route error boundaries, the loading
 * bar and scroll reset are done with React itself (lazy, Suspense, an error boundary).
 */
const LOADERS: Record<ScreenName, () => Promise<ScreenModule>> = {
  'splash/splash-screen': () => import('./screens/splash/splash-screen'),
  'welcome/welcome-screen': () => import('./screens/welcome/welcome-screen'),
  'static-pages/privacy-policy': () => import('./screens/static-pages/privacy-policy'),
  'static-pages/terms-and-conditions': () => import('./screens/static-pages/terms-and-conditions'),
  'static-pages/personal-info-and-data-policy': () => import('./screens/static-pages/personal-info-and-data-policy'),
  'static-pages/parental-information': () => import('./screens/static-pages/parental-information'),
  'static-pages/cookie-statement': () => import('./screens/static-pages/cookie-statement'),
  'static-pages/frequently-asked-questions': () => import('./screens/static-pages/frequently-asked-questions'),
  'home/home-screen': () => Promise.resolve(homeScreen),
  'login/login-screen': () => import('./screens/login/login-screen'),
  'social-login/social-login-screen': () => import('./screens/social-login/social-login-screen'),
  'signup/signup-screen': () => import('./screens/signup/signup-screen'),
  'forgot-password/forgot-password-screen': () => import('./screens/forgot-password/forgot-password-screen'),
  'profile/profile-screen': () => import('./screens/profile/profile-screen'),
  'change-password/change-password-screen': () => import('./screens/change-password/change-password-screen'),
  'plans/plans-screen': () => import('./screens/plans/plans-screen'),
  'payment/payment-screen': () => import('./screens/payment/payment-screen'),
  'payment-otp-verification/payment-otp-verification-screen': () =>
    import('./screens/payment-otp-verification/payment-otp-verification-screen'),
  'esports/esports-screen': () => import('./screens/esports/esports-screen'),
  'voucher/voucher-screen': () => import('./screens/voucher/voucher-screen'),
  'game-list/game-list-screen': () => import('./screens/game-list/game-list-screen'),
  'genres/genres-screen': () => import('./screens/genres/genres-screen'),
  'genre/genre-screen': () => import('./screens/genre/genre-screen'),
  'search/search-screen': () => import('./screens/search/search-screen'),
  'play/play-screen': () => import('./screens/play/play-screen'),
  'game-details/game-details-screen': () => import('./screens/game-details/game-details-screen'),
  'favorites/favorites-screen': () => import('./screens/favorites/favorites-screen'),
  'tournament/tournament-screen': () => import('./screens/tournament/tournament-screen'),
  'not-found/not-found-screen': () => import('./screens/not-found/not-found-screen'),
};

/** The screen loader of every screen module, for the test that checks each loads its module. */
export const SCREEN_LOADERS: Readonly<Record<ScreenName, () => Promise<ScreenModule>>> = LOADERS;

/**
 * /home, the landing page, is part of the first load rather than a lazy chunk: on slow mobile data
 * its screen, card and row code (a few KB) would otherwise cost six more requests between the
 * entry and the page's first picture (issue 7, measured with Lighthouse's simulated slow 4G).
 */
const EAGER_SCREENS: ReadonlyMap<string, ScreenModule> = new Map([['/home', homeScreen]]);

const screens: Array<[path: string, load: () => Promise<ScreenModule>, areas?: Areas]> = SCREEN_TABLE.map((row) => [
  row.path,
  LOADERS[row.screen],
  'areas' in row ? [...row.areas] : undefined,
]);

/** Screen modules that have arrived, so a screen whose code is here renders without suspending. */
const loadedScreens = new Map<() => Promise<ScreenModule>, ScreenModule>();
const loadScreen = (load: () => Promise<ScreenModule>) =>
  load().then((module) => {
    loadedScreens.set(load, module);
    return module;
  });
const areasOf = (areas: Areas = []): FeatureArea[] => [areas].flat();
const matchScreen = (pathname: string) => screens.find(([path]) => path !== '*' && matchPath(path, pathname));

/**
 * Starts downloading the screen for `pathname` now, before the configuration and the container
 * are ready; the route later takes the same module.
 */
export function preloadScreen(pathname: string): void {
  const screen = matchScreen(pathname);
  if (screen) loadScreen(screen[1]).catch(() => undefined); // a failure shows when the route renders
}

/**
 * Resolves once the screen for `pathname` and its feature areas are here (or have failed: the
 * route shows that). The entry waits for it before the first render, so the first screen renders
 * at once: a lazy screen that suspends shows its placeholder, and React then holds the real screen
 * back for up to 300 ms after a placeholder appeared (its fallback throttle; issue 7, LCP).
 */
export function screenReady(pathname: string, features: FeatureAreasPort): Promise<void> {
  const screen = matchScreen(pathname);
  if (!screen) return Promise.resolve();
  const [, load, areas] = screen;
  return Promise.all([loadScreen(load), ...areasOf(areas).map((area) => features.ensure(area))]).then(
    () => undefined,
    () => undefined,
  );
}

export interface ScreenRoute {
  path: string;
  Screen: ComponentType;
}

/** Marks the screens whose code downloads on demand (the route-boundaries test reads it). */
export const ON_DEMAND = Symbol('on-demand screen');

/**
 * One on-demand component per screen; its code and its areas' services download in parallel.
 * A screen whose code and areas are already here renders directly; otherwise it is React.lazy.
 * The choice is made once per mount, so a screen never remounts when its code arrives.
 */
export function createScreenRoutes(features: FeatureAreasPort): ScreenRoute[] {
  const cache = new Map<() => Promise<ScreenModule>, ComponentType>();
  const onDemand = (load: () => Promise<ScreenModule>, areas: Areas = []) => {
    // Several paths share one screen module (the game lists): one component for all of them.
    if (!cache.has(load)) {
      const needed = areasOf(areas);
      const loading = () => Promise.all([loadScreen(load), ...needed.map((area) => features.ensure(area))]);
      const Lazy = lazy(() => trackScreenLoad(loading()).then(([module]) => ({ default: module.Component })));
      const Screen = () => {
        const [ready] = useState(() => (needed.every((area) => features.isReady(area)) ? loadedScreens.get(load) : undefined));
        return ready ? <ready.Component /> : <Lazy />;
      };
      cache.set(load, Object.assign(Screen, { [ON_DEMAND]: true }));
    }
    return cache.get(load)!;
  };
  return screens.map(([path, load, areas]) => ({ path, Screen: EAGER_SCREENS.get(path)?.Component ?? onDemand(load, areas) }));
}

/** The portal's routes: the shell around the route guard around every screen. */
export function AppRoutes({ features }: { features: FeatureAreasPort }) {
  const [routes] = useState(() => createScreenRoutes(features));
  return (
    <Routes>
      <Route element={<ShellErrorBoundary><AppShell /></ShellErrorBoundary>}>
        <Route element={<RouteGuard />}>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<RouteErrorBoundary><Screen /></RouteErrorBoundary>} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
