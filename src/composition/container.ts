import { Container, type ServiceIdentifier } from 'inversify';
import type { ClassToken, Resolver, Token } from '../application/token';
import { StateReset } from '../application/stores/state-reset';
import { RouterNavigation } from '../adapters/browser/router-navigation';
import { platformModule } from './modules/platform.module';
import { sessionModule } from './modules/session.module';
import { notificationsModule } from './modules/notifications.module';
import { shellModule } from './modules/shell.module';
import { profileModule } from './modules/profile.module';
import { authModule } from './modules/auth.module';
import { registrationModule } from './modules/registration.module';
import { catalogueModule } from './modules/catalogue.module';
import { billingModule } from './modules/billing.module';
import { esportsModule } from './modules/esports.module';
import { voucherModule } from './modules/voucher.module';
import { tournamentModule } from './modules/tournament.module';
import { pushNotificationsModule } from './modules/push-notifications.module';
import { shareModule } from './modules/share.module';
import { playModule } from './modules/play.module';
import { diagnosticsModule } from './modules/diagnostics.module';
import { analyticsModule } from './modules/analytics.module';
import type { Platform } from './platform';

export interface Composition {
  resolver: Resolver;
  /** Attach the UI's router once it exists (navigation before that is a full page load). */
  navigation: RouterNavigation;
}

/**
 * The one place that knows every adapter. The same real HTTP adapter is bound in every mode:
 * the mock backend answers its requests over HTTP (npm start, e2e) or through msw (tests).
 */
export function createContainer(platform: Platform): Composition {
  const container = new Container({ defaultScope: 'Singleton' });
  const navigation = new RouterNavigation(platform.location);
  const stateReset = new StateReset();
  container.load(
    platformModule(platform, navigation),
    sessionModule(stateReset),
    notificationsModule(),
    shellModule(stateReset),
    profileModule(),
    authModule(),
    registrationModule(),
    catalogueModule(stateReset),
    billingModule(stateReset),
    esportsModule(stateReset, platform.fetch),
    voucherModule(stateReset),
    tournamentModule(platform),
    pushNotificationsModule(platform, stateReset),
    shareModule(),
    playModule(),
    diagnosticsModule(),
    analyticsModule(platform.config),
    // Area modules are listed here, one line each.
  );
  return {
    resolver: { get: <T>(id: Token<T> | ClassToken<T>) => container.get(id as ServiceIdentifier<T>) },
    navigation,
  };
}
