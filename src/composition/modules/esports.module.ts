import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { AppOrigin } from '../../application/ports/app-origin.port';
import { EsportsCupsPort } from '../../application/ports/esports-cups.port';
import { EsportsTokenPort } from '../../application/ports/esports-token.port';
import { EsportsStore, initialEsportsState } from '../../application/stores/esports.store';
import type { StateReset } from '../../application/stores/state-reset';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { EsportsArenaLink } from '../../application/use-cases/esports/esports-arena-link';
import { LoadEsportsToken } from '../../application/use-cases/esports/load-esports-token';
import { LoadUpcomingCups } from '../../application/use-cases/esports/load-upcoming-cups';
import { HttpEsportsCupsGateway } from '../../adapters/http/http-esports-cups-gateway';
import { bindClass } from '../bind-class';
import { resettableStore } from '../module-bindings';

/**
 * The esports area: its state (reset on logout, spec §4), the partner's cups preview and the link
 * out. The esports token gateway (EsportsTokenPort) is the auth module's, shared with the login hand-off.
 */
export const esportsModule = (stateReset: StateReset, fetchFn: typeof fetch) =>
  new ContainerModule(({ bind }) => {
    bind(EsportsStore).toConstantValue(resettableStore(stateReset, 'esports', initialEsportsState));
    bind(EsportsCupsPort)
      .toResolvedValue(
        (config: AppConfig, appOrigin: string) =>
          new HttpEsportsCupsGateway({ esportsBaseUrl: config.esportsBaseUrl, appOrigin, fetch: fetchFn }),
        [AppConfig, AppOrigin],
      )
      .inSingletonScope();

    bindClass(bind, LoadEsportsToken, [EsportsTokenPort, EsportsStore]);
    bindClass(bind, LoadUpcomingCups, [EsportsCupsPort, EsportsStore, RedirectPolicy]);
    bindClass(bind, EsportsArenaLink, [AppConfig, RedirectPolicy]);
  });
