import { ContainerModule } from 'inversify';
import { LocaleStore, createLocaleStore } from '../../application/stores/locale.store';
import { SessionStoragePort } from '../../application/ports/session-storage.port';
import { RestoreLocale } from '../../application/use-cases/locale/restore-locale';
import { ChooseLocale } from '../../application/use-cases/locale/choose-locale';
import { bindClass } from '../bind-class';

/** The portal's language (Bangla or English): not part of the logout reset, it belongs to the device. */
export const localeModule = () =>
  new ContainerModule(({ bind }) => {
    bind(LocaleStore).toConstantValue(createLocaleStore());
    bindClass(bind, RestoreLocale, [SessionStoragePort, LocaleStore]);
    bindClass(bind, ChooseLocale, [SessionStoragePort, LocaleStore]);
  });
