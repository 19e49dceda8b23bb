import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { LocaleState } from '../../stores/locale.store';
import type { Locale } from '../../../domain/locale';

/** The language switch: the portal speaks `locale` at once, and this device remembers it. */
export class ChooseLocale {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly state: LocaleState,
  ) {}

  execute(locale: Locale): void {
    this.state.locale = locale;
    this.storage.set('locale', locale);
  }
}
