import { ContainerModule } from 'inversify';
import { AuthStore, createAuthStore, initialAuthState } from '../../application/stores/auth.store';
import { ProfileStore, createProfileStore, initialProfileState } from '../../application/stores/profile.store';
import type { StateReset } from '../../application/stores/state-reset';
import { StateResetToken } from '../../application/stores/state-reset';
import { resetStore } from '../../application/stores/create-store';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { UserCachesPort } from '../../application/ports/user-caches.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { EndSession } from '../../application/use-cases/session/end-session';
import { RestoreSession } from '../../application/use-cases/session/restore-session';
import { RememberReturnPath } from '../../application/use-cases/session/remember-return-path';
import { LogOutAnywhere } from '../../application/use-cases/session/log-out-anywhere';
import { Logout } from '../../application/use-cases/auth/logout';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { CacheStorageUserCaches } from '../../adapters/browser/cache-storage-user-caches';
import { bindClass } from '../bind-class';

/** The session's state areas (auth, profile), the logout reset list and the session use cases. */
export const sessionModule = (stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    const auth = createAuthStore();
    const profile = createProfileStore();
    stateReset.register('auth', () => {
      // The guest id outlives a logout: analytics keeps identifying the same browser (spec §6).
      const guestId = auth.guestId;
      resetStore(auth, initialAuthState);
      auth.guestId = guestId;
    });
    stateReset.register('profile', () => resetStore(profile, initialProfileState));
    bind(AuthStore).toConstantValue(auth);
    bind(ProfileStore).toConstantValue(profile);
    bind(StateResetToken).toConstantValue(stateReset);

    // A logout or a 401 clears the player's cached answers (the service worker's user caches).
    bind(UserCachesPort).toConstantValue(new CacheStorageUserCaches());
    bindClass(bind, EndSession, [DeviceStoragePort, StateResetToken, NavigationPort, UserCachesPort]);
    bindClass(bind, RestoreSession, [DeviceStoragePort, AuthStore, IdGenerator]);
    bindClass(bind, RememberReturnPath, [DeviceStoragePort]);
    // Logout itself is bound by the 'account' area once it has loaded: resolved at the time of use.
    bind(LogOutAnywhere)
      .toDynamicValue(
        (context) => new LogOutAnywhere(context.get(FeatureAreasPort), () => context.get(Logout), context.get(EndSession)),
      )
      .inSingletonScope();
  });
