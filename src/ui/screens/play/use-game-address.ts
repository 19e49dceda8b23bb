import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { gameAddressInLanguage } from '../../../domain/game-language';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';
import { withPlayAddressVariant } from '../../../domain/play-address';
import { bundledGameSlug } from '../../../domain/saved-games';

/**
 * A game's address for its frame: a bundled game speaks the portal's active language, and plays the
 * mode and seed the play screen's address asks for (the day's challenge, a friend's challenge).
 */
export function useGameAddress(playUrl: string): string {
  const { i18n } = useLingui();
  const { search } = useLocation();
  const address = bundledGameSlug(playUrl) ? withPlayAddressVariant(playUrl, search) : playUrl;
  return gameAddressInLanguage(address, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}
