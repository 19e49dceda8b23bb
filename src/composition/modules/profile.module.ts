import { ContainerModule } from 'inversify';
import { ProfilePort } from '../../application/ports/profile.port';
import { AuthStore } from '../../application/stores/auth.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { LoadProfile } from '../../application/use-cases/profile/load-profile';
import { SetPremiumFlags } from '../../application/use-cases/profile/set-premium-flags';
import { HttpClient } from '../../adapters/http/http-client';
import { HttpProfileGateway } from '../../adapters/http/http-profile-gateway';
import { bindClass } from '../bind-class';

/**
 * The profile every page may need (premium flags, mobile): its gateway and loading. The forms that
 * edit it are in profileEditingModule (account area). The ProfileStore lives in the session module.
 */
export const profileModule = () =>
  new ContainerModule(({ bind }) => {
    bind(ProfilePort)
      .toResolvedValue((http: HttpClient) => new HttpProfileGateway(http), [HttpClient])
      .inSingletonScope();
    bindClass(bind, LoadProfile, [ProfilePort, ProfileStore, AuthStore]);
    bindClass(bind, SetPremiumFlags, [ProfileStore]);
  });
