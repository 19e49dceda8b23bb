import type { GameListQuery } from '../../application/ports/game-catalogue.port';
import { GAME_LISTS } from '../../domain/game-lists';

/**
 * The path of each curated list (spec §7 "Games"). Several home-row calls are redacted in the spec
 * ("GET {token}"); they are chosen in the family of their neighbours and listed in docs/api-calls.md.
 */
export function gameListPath({ list, page, limit, view }: GameListQuery): string {
  const size = limit ?? GAME_LISTS[list].pageSize;
  const paged = (base: string) => `${base}/${page}/${size}`;
  switch (list) {
    case 'spotlight':
      return paged('/play/games/by/section/spotlight');
    case 'quickplay':
      return paged('/play/games/by/section/quick-play');
    case 'gamersChoice':
      // Spec §7: the full list is ".../1/100/false".
      return view === 'home'
        ? `/play/games/by/section/gamers-choice/1/${size}`
        : `/play/games/by/section/gamers-choice/1/${size}/false`;
    case 'freeGames':
      return paged('/play/games/by/section/free');
    case 'latestGames':
      return paged('/play/games/by/section/latest-games');
    case 'recentlyPlayed':
      return paged('/play/recent/games');
    case 'trendingGames':
      return paged('/play/games/trending');
    case 'suggestedGames':
      return paged('/play/games/suggested');
    case 'bookmarkedGames':
      return paged('/play/games/bookmarked');
    case 'topten':
      return '/play/games/top/ten';
    case 'weeklyTop':
      return '/play/weekly/top/games';
    case 'premiumGames':
      return '/play/premium/games';
  }
}

/** A path segment from user or server text (a search term, a genre, a game name). */
export const segment = (value: string): string => encodeURIComponent(value);
