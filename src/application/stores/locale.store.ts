import { token } from '../token';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { createStore } from './create-store';

/**
 * The language the portal speaks. Not reset on logout: it belongs to the device, not to the
 * account, and is sent nowhere (docs/decisions/0039).
 */
export interface LocaleState {
  locale: Locale;
}

export const initialLocaleState = (): LocaleState => ({ locale: DEFAULT_LOCALE });
export const createLocaleStore = () => createStore(initialLocaleState);
export const LocaleStore = token<LocaleState>('LocaleStore');
