import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { AnalyticsPort } from '../../application/ports/analytics.port';
import { Clock } from '../../application/ports/clock.port';
import { PageVisibilityPort } from '../../application/ports/page-visibility.port';
import { AuthStore } from '../../application/stores/auth.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { IdentifyUser } from '../../application/use-cases/analytics/identify-user';
import { TrackEngagement } from '../../application/use-cases/analytics/track-engagement';
import { TrackPageView } from '../../application/use-cases/analytics/track-page-view';
import { BeaconAnalytics } from '../../adapters/analytics/beacon-analytics';
import { ConsoleAnalytics } from '../../adapters/analytics/console-analytics';
import { NoAnalytics } from '../../adapters/analytics/none-analytics';
import { bindClass } from '../bind-class';

/**
 * The analytics adapter named by AppConfig.analytics.mode, and the analytics use cases (spec §6,
 * §9): the 'analytics' area, loaded once the first screen is up (ui/layout/analytics-effects.tsx).
 */
export const analyticsModule = (config: AppConfig) =>
  new ContainerModule(({ bind }) => {
    bind(AnalyticsPort).toConstantValue(analyticsAdapter(config.analytics));

    bindClass(bind, IdentifyUser, [AnalyticsPort, AuthStore, ProfileStore, AppConfig, Clock]);
    bindClass(bind, TrackPageView, [AnalyticsPort, AuthStore, Clock]);
    bindClass(bind, TrackEngagement, [AnalyticsPort, AuthStore, PageVisibilityPort, Clock]);
  });

function analyticsAdapter({ mode, endpoint }: AppConfig['analytics']): AnalyticsPort {
  switch (mode) {
    case 'console':
      return new ConsoleAnalytics();
    case 'beacon':
      return new BeaconAnalytics(endpoint);
    default:
      return new NoAnalytics();
  }
}
