import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { AgentDetails } from '../../application/ports/agent-details.port';
import { RandomSource } from '../../application/ports/random.port';
import { WebDeviceStorage } from '../../adapters/storage/web-device-storage';
import type { RouterNavigation } from '../../adapters/browser/router-navigation';
import { HttpClient } from '../../adapters/http/http-client';
import { AppOrigin } from '../../application/ports/app-origin.port';
import { Clock } from '../../application/ports/clock.port';
import { StreamLog } from '../../application/ports/stream-log.port';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { PageVisibilityPort } from '../../application/ports/page-visibility.port';
import { PageVisibility } from '../../adapters/browser/page-visibility';
import { bindClass } from '../bind-class';
import { bindApiClient } from '../platform-api-connection';
import type { Platform } from '../platform';

/**
 * Configuration, storage, navigation, the clock, the one HTTP client, and the services several
 * areas share (the URL guard's policy, the esports token), bound once here.
 */
export const platformModule = (platform: Platform, navigation: RouterNavigation) =>
  new ContainerModule(({ bind }) => {
    bind(AppConfig).toConstantValue(platform.config);
    // Whether the tab is visible: the tournament's board and the analytics' engagement clock.
    bind(PageVisibilityPort).toConstantValue(new PageVisibility());
    bind(DeviceStoragePort).toConstantValue(new WebDeviceStorage(platform.storage));
    bind(NavigationPort).toConstantValue(navigation);
    bind(IdGenerator).toConstantValue(platform.newId);
    bind(RandomSource).toConstantValue(platform.random);
    bind(AgentDetails).toConstantValue(platform.agentDetails);
    bind(AppOrigin).toConstantValue(platform.origin);
    bind(Clock).toConstantValue(() => new Date());
    const log: StreamLog = { warn: (message, detail) => console.warn(message, detail ?? '') };
    bind(StreamLog).toConstantValue(log);
    bindClass(bind, RedirectPolicy, [AppOrigin, AppConfig]);
    bindApiClient(
      bind,
      HttpClient,
      platform,
      (connection) =>
        new HttpClient({ ...connection, timeoutMs: platform.config.requestTimeoutMs, earlyAnswers: platform.earlyAnswers }),
    );
  });
