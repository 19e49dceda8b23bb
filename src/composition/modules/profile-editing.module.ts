import { ContainerModule } from 'inversify';
import { ProfileEditingPort } from '../../application/ports/profile.port';
import { DataUrlReader } from '../../application/ports/data-url-reader.port';
import { ProfileStore } from '../../application/stores/profile.store';
import { PasswordChangeStore, createPasswordChangeStore } from '../../application/stores/password-change.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { UpdateProfile } from '../../application/use-cases/profile/update-profile';
import { UploadProfileImage } from '../../application/use-cases/profile/upload-profile-image';
import { ChangePassword } from '../../application/use-cases/profile/change-password';
import { FileDataUrlReader } from '../../adapters/browser/file-data-url-reader';
import { bindClass } from '../bind-class';
import { bindHttpGateway } from '../module-bindings';
import { HttpProfileEditingGateway } from '../../adapters/http/http-profile-editing-gateway';

/** Editing the profile: details, picture and password change (the /profile and /change-password screens). */
export const profileEditingModule = () =>
  new ContainerModule(({ bind }) => {
    bindHttpGateway(bind, ProfileEditingPort, HttpProfileEditingGateway);
    bind(DataUrlReader).toConstantValue(new FileDataUrlReader());
    bind(PasswordChangeStore).toConstantValue(createPasswordChangeStore());
    bindClass(bind, UpdateProfile, [ProfileEditingPort, ProfileStore, ShowNotification]);
    bindClass(bind, UploadProfileImage, [ProfileEditingPort, DataUrlReader, ProfileStore, ShowNotification, ShowToast]);
    bindClass(bind, ChangePassword, [ProfileEditingPort, PasswordChangeStore, ShowNotification]);
  });
