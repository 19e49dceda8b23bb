import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { LocaleState } from '../../stores/locale.store';
import { preferredLocale, type Locale } from '../../../domain/locale';

/**
 * At start-up: the language chosen on this device before, otherwise Bangla when the browser
 * prefers it and English when not. Returns it, so the entry can fetch its catalogue at once.
 */
export class RestoreLocale {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly state: LocaleState,
  ) {}

  execute(browserLanguages: readonly string[]): Locale {
    const locale = this.storage.get('locale') ?? preferredLocale(browserLanguages);
    this.state.locale = locale;
    return locale;
  }
}
