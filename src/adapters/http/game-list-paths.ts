import type { GameListQuery } from '../../application/ports/game-catalogue.port';
import { GAME_LISTS, type GameListId } from '../../domain/game-lists';

/**
 * Each curated list's path (spec §7 "Games"), to which the page and its size are added:
 * `${path}/${page}/${size}`, except for the lists that come whole. Several home-row calls are
 * redacted in the spec ("GET {token}"); they are chosen in the family of their neighbours and
 * listed in docs/api-calls.md.
 */
const LIST_PATHS: Record<Exclude<GameListId, 'gamersChoice'>, string> = {
  spotlight: '/play/games/by/section/spotlight',
  quickplay: '/play/games/by/section/quick-play',
  freeGames: '/play/games/by/section/free',
  latestGames: '/play/games/by/section/latest-games',
  recentlyPlayed: '/play/recent/games',
  trendingGames: '/play/games/trending',
  suggestedGames: '/play/games/suggested',
  bookmarkedGames: '/play/games/bookmarked',
  topten: '/play/games/top/ten',
  weeklyTop: '/play/weekly/top/games',
  premiumGames: '/play/premium/games',
};
const WHOLE_LISTS: ReadonlySet<GameListId> = new Set(['topten', 'weeklyTop', 'premiumGames']);

/** The path of a page of a curated list. */
export function gameListPath({ list, page, limit, view }: GameListQuery): string {
  const size = limit ?? GAME_LISTS[list].pageSize;
  if (list === 'gamersChoice') {
    // Spec §7: the full list is ".../1/100/false".
    return view === 'home'
      ? `/play/games/by/section/gamers-choice/1/${size}`
      : `/play/games/by/section/gamers-choice/1/${size}/false`;
  }
  return WHOLE_LISTS.has(list) ? LIST_PATHS[list] : `${LIST_PATHS[list]}/${page}/${size}`;
}

/** A path segment from user or server text (a search term, a genre, a game name). */
export const segment = (value: string): string => encodeURIComponent(value);
