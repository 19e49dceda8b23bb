import { ContainerModule } from 'inversify';
import { ProfilePort } from '../../application/ports/profile.port';
import { DataUrlReader } from '../../application/ports/data-url-reader.port';
import { AuthStore } from '../../application/stores/auth.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { PasswordChangeStore, createPasswordChangeStore } from '../../application/stores/password-change.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { LoadProfile } from '../../application/use-cases/profile/load-profile';
import { UpdateProfile } from '../../application/use-cases/profile/update-profile';
import { SetPremiumFlags } from '../../application/use-cases/profile/set-premium-flags';
import { UploadProfileImage } from '../../application/use-cases/profile/upload-profile-image';
import { ChangePassword } from '../../application/use-cases/profile/change-password';
import { HttpClient } from '../../adapters/http/http-client';
import { HttpProfileGateway } from '../../adapters/http/http-profile-gateway';
import { FileDataUrlReader } from '../../adapters/browser/file-data-url-reader';
import { bindClass } from '../bind-class';

/** The account's profile, picture and password change. The ProfileStore itself lives in the session module. */
export const profileModule = () =>
  new ContainerModule(({ bind }) => {
    bind(ProfilePort)
      .toResolvedValue((http: HttpClient) => new HttpProfileGateway(http), [HttpClient])
      .inSingletonScope();
    bind(DataUrlReader).toConstantValue(new FileDataUrlReader());
    bind(PasswordChangeStore).toConstantValue(createPasswordChangeStore());

    bindClass(bind, LoadProfile, [ProfilePort, ProfileStore, AuthStore]);
    bindClass(bind, UpdateProfile, [ProfilePort, ProfileStore, ShowNotification]);
    bindClass(bind, SetPremiumFlags, [ProfileStore]);
    bindClass(bind, UploadProfileImage, [ProfilePort, DataUrlReader, ProfileStore, ShowNotification, ShowToast]);
    bindClass(bind, ChangePassword, [ProfilePort, PasswordChangeStore, ShowNotification]);
  });
