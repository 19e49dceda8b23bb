import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { SessionStoragePort } from '../../application/ports/session-storage.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { AgentDetails } from '../../application/ports/agent-details.port';
import { RandomSource } from '../../application/ports/random.port';
import { WebSessionStorage } from '../../adapters/storage/web-session-storage';
import type { RouterNavigation } from '../../adapters/browser/router-navigation';
import { HttpClient } from '../../adapters/http/http-client';
import { EndSession } from '../../application/use-cases/session/end-session';
import type { Platform } from '../platform';

/** Configuration, storage, navigation and the one HTTP client. */
export const platformModule = (platform: Platform, navigation: RouterNavigation) =>
  new ContainerModule(({ bind }) => {
    bind(AppConfig).toConstantValue(platform.config);
    bind(SessionStoragePort).toConstantValue(new WebSessionStorage(platform.storage));
    bind(NavigationPort).toConstantValue(navigation);
    bind(IdGenerator).toConstantValue(platform.newId);
    bind(RandomSource).toConstantValue(platform.random);
    bind(AgentDetails).toConstantValue(platform.agentDetails);
    bind(HttpClient)
      .toResolvedValue(
        (storage: SessionStoragePort, endSession: EndSession) =>
          new HttpClient({
            apiBaseUrl: platform.config.apiBaseUrl,
            timeoutMs: platform.config.requestTimeoutMs,
            getToken: () => storage.get('auth-token'),
            onUnauthorized: () => endSession.execute({ rememberReturnPath: true }),
            fetch: platform.fetch,
          }),
        [SessionStoragePort, EndSession],
      )
      .inSingletonScope();
  });
