import type { Locale } from './locale';
import { bundledGameSlug } from './saved-games';

/**
 * The address a game is framed at. A bundled game is told the portal's language in its address's
 * fragment (`/games/snake/?mode=wrap#lang=bn`, docs/decisions/0046): a fragment reaches neither the
 * server nor the service worker's match of the copy kept on the device, and needs no storage,
 * which the game's opaque origin does not have. A game hosted elsewhere is framed at its address
 * as it came: the language is sent nowhere else.
 */
export function gameAddressInLanguage(playUrl: string, locale: Locale): string {
  if (!bundledGameSlug(playUrl)) return playUrl;
  const hashAt = playUrl.indexOf('#');
  const address = hashAt < 0 ? playUrl : playUrl.slice(0, hashAt);
  const fragment = new URLSearchParams(hashAt < 0 ? '' : playUrl.slice(hashAt + 1));
  fragment.set('lang', locale);
  return `${address}#${fragment.toString()}`;
}
