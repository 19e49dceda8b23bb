import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ClassToken, Resolver, Token } from '../application/token';
import { StateReset } from '../application/stores/state-reset';
import { FeatureAreasPort } from '../application/ports/feature-areas.port';
import { RouterNavigation } from '../adapters/browser/router-navigation';
import { platformModule } from './modules/platform.module';
import { sessionModule } from './modules/session.module';
import { notificationsModule } from './modules/notifications.module';
import { shellModule } from './modules/shell.module';
import { localeModule } from './modules/locale.module';
import { profileModule } from './modules/profile.module';
import { gamesModule } from './modules/games.module';
import { offlineModule } from './modules/offline.module';
import { diagnosticsModule } from './modules/diagnostics.module';
import { LazyFeatureAreas, type AreaLoaders } from './feature-areas';
import type { Platform } from './platform';

export interface Composition {
  resolver: Resolver;
  /** Attach the UI's router once it exists (navigation before that is a full page load). */
  navigation: RouterNavigation;
  /** Loads a feature area's services (the routes ask for them before their screen renders). */
  features: FeatureAreasPort;
}

/**
 * The one place that knows every adapter. The same real HTTP adapter is bound in every mode:
 * the mock backend answers its requests over HTTP (npm start, e2e) or through msw (tests).
 *
 * What every page needs (the shell, the session, the games, diagnostics) is bound at once;
 * the feature areas are bound when a screen first needs them, so their code is not part of the
 * first download (/home's first-load JavaScript budget, docs/performance.md).
 *
 * The container is built in a few steps with `pause()` (the browser's next task) between them: on
 * a slow phone building it at once was one task of 60–110 ms at start-up, which Lighthouse counts
 * as blocking time on /home (docs/decisions: the container built in steps).
 */
export async function createContainerInSteps(platform: Platform, pause: () => Promise<void>): Promise<Composition> {
  const steps = containerSteps(platform);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The steps themselves: one core module each, and between two of them a `yield` where the caller
 * may let the browser take its turn. Tests run them one after the other without pausing.
 */
export function* containerSteps(platform: Platform): Generator<void, Composition, void> {
  const container = new Container({ defaultScope: 'Singleton' });
  const navigation = new RouterNavigation(platform.location);
  const stateReset = new StateReset();
  // One module per step (each a short task on a slow phone); the order is free.
  const modules: ContainerModule[] = [
    platformModule(platform, navigation),
    sessionModule(stateReset),
    notificationsModule(),
    shellModule(stateReset),
    localeModule(),
    profileModule(),
    gamesModule(stateReset),
    offlineModule(),
    diagnosticsModule(),
  ];
  for (const [index, module] of modules.entries()) {
    if (index > 0) yield;
    container.load(module);
  }
  const loaders: AreaLoaders = {
    account: () => import('./areas/account.area').then((area) => area.accountArea()),
    commerce: () => import('./areas/commerce.area').then((area) => area.commerceArea(stateReset, platform.fetch)),
    tournament: () => import('./areas/tournament.area').then((area) => area.tournamentArea(platform)),
    push: () => import('./areas/push.area').then((area) => area.pushArea(platform, stateReset)),
    'game-actions': () => import('./areas/game-actions.area').then((area) => area.gameActionsArea()),
    'installed-app': () => import('./areas/installed-app.area').then((area) => area.installedAppArea()),
    analytics: () => import('./areas/analytics.area').then((area) => area.analyticsArea(platform.config)),
    family: () => import('./areas/family.area').then((area) => area.familyArea(platform)),
  };
  const features = new LazyFeatureAreas(container, loaders);
  container.bind(FeatureAreasPort).toConstantValue(features);
  return {
    resolver: { get: <T>(id: Token<T> | ClassToken<T>) => container.get(id as ServiceIdentifier<T>) },
    navigation,
    features,
  };
}
