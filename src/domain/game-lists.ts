import { PATHS } from './route-paths';

/**
 * The curated game lists of the portal. Their ids are the spec's client state areas (§3
 * "Client state areas") that hold games, plus freeGames for the public /free-games page, whose
 * call the spec does not show (see docs/api-calls.md).
 */
export const GAME_LIST_IDS = [
  'spotlight',
  'quickplay',
  'gamersChoice',
  'recentlyPlayed',
  'latestGames',
  'trendingGames',
  'suggestedGames',
  'topten',
  'weeklyTop',
  'premiumGames',
  'bookmarkedGames',
  'freeGames',
] as const;
export type GameListId = (typeof GAME_LIST_IDS)[number];

export interface GameListDefinition {
  /** Also names the list: the UI words its heading by the id. */
  id: GameListId;
  /** Games asked for per page of the full list. */
  pageSize: number;
  /**
   * Spec §4 "Paged lists (bookmarks, genre games, latest, quick play, spotlight)" load more pages;
   * the others are one call (e.g. spec §7 gamers' choice "/1/100/false (all)").
   */
  paged: boolean;
  /** Lists about the player themself; a guest has none (they are reset on logout, spec §4). */
  requiresLogin: boolean;
  /** The full page of the list, or null when the list only appears as a home row. */
  path: string | null;
}

const list = (
  id: GameListId,
  pageSize: number,
  paged: boolean,
  path: string | null,
  requiresLogin = false,
): GameListDefinition => ({ id, pageSize, paged, path, requiresLogin });

/*
 * Spec §9 "Page sizes": gamers' choice 100 in full list, recently played 30 in full list,
 * trending 60. The spec gives no size for the other full lists; 20 fills three phone screens.
 * Top ten and weekly top take no size: the server decides.
 */
export const GAME_LISTS: Readonly<Record<GameListId, GameListDefinition>> = {
  spotlight: list('spotlight', 20, true, PATHS.spotlight),
  quickplay: list('quickplay', 20, true, PATHS.quickPlay),
  gamersChoice: list('gamersChoice', 100, false, PATHS.gamersChoice),
  recentlyPlayed: list('recentlyPlayed', 30, false, PATHS.recentlyPlayed, true),
  latestGames: list('latestGames', 20, true, PATHS.latestGames),
  trendingGames: list('trendingGames', 60, false, PATHS.trendingGames),
  suggestedGames: list('suggestedGames', 10, false, null),
  // Spec §2 lists a public /most-popular page but no call for it, and §3 has a topten area but no
  // page for it: the ten most played games are the most popular ones, so the two meet here.
  topten: list('topten', 10, false, PATHS.mostPopular),
  weeklyTop: list('weeklyTop', 10, false, null),
  premiumGames: list('premiumGames', 20, false, PATHS.premiumGames),
  bookmarkedGames: list('bookmarkedGames', 20, true, PATHS.favorite, true),
  freeGames: list('freeGames', 20, true, PATHS.freeGames),
};

/** The list whose full page is at `path`, or null. */
export function gameListAt(path: string): GameListDefinition | null {
  return Object.values(GAME_LISTS).find((definition) => definition.path === path) ?? null;
}
