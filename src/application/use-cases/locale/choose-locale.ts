import type { SessionStoragePort } from '../../ports/session-storage.port';
import type { LocaleState } from '../../stores/locale.store';
import type { Locale } from '../../../domain/locale';

/** The language switch: the portal speaks `locale` at once, and this device remembers it. */
export class ChooseLocale {
  constructor(
    private readonly storage: SessionStoragePort,
    private readonly state: LocaleState,
  ) {}

  execute(locale: Locale): void {
    this.state.locale = locale;
    this.storage.set('locale', locale);
  }
}
