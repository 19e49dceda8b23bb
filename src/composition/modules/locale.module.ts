import { ContainerModule } from 'inversify';
import { LocaleStore, createLocaleStore } from '../../application/stores/locale.store';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { RestoreLocale } from '../../application/use-cases/locale/restore-locale';
import { ChooseLocale } from '../../application/use-cases/locale/choose-locale';
import { bindClass } from '../bind-class';

/** The portal's language (Bangla or English): not part of the logout reset, it belongs to the device. */
export const localeModule = () =>
  new ContainerModule(({ bind }) => {
    bind(LocaleStore).toConstantValue(createLocaleStore());
    bindClass(bind, RestoreLocale, [DeviceStoragePort, LocaleStore]);
    bindClass(bind, ChooseLocale, [DeviceStoragePort, LocaleStore]);
  });
