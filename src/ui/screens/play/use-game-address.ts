import { useLingui } from '@lingui/react/macro';
import { gameAddressInLanguage } from '../../../domain/game-language';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';

/** A game's address for its frame: a bundled game speaks the portal's active language. */
export function useGameAddress(playUrl: string): string {
  const { i18n } = useLingui();
  return gameAddressInLanguage(playUrl, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}
