/**
 * The curated game lists of the portal. Their ids are the spec's client state areas (§3
 * "Client state areas") that hold games, plus freeGames for the public /free-games page, whose
 * call the spec does not show (see docs/api-calls.md).
 */
export const GAME_LIST_IDS = [
  'spotlight', 'quickplay', 'gamersChoice', 'recentlyPlayed', 'latestGames', 'trendingGames',
  'suggestedGames', 'topten', 'weeklyTop', 'premiumGames', 'bookmarkedGames', 'freeGames',
] as const;
export type GameListId = (typeof GAME_LIST_IDS)[number];

export interface GameListDefinition {
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

const list = (id: GameListId, pageSize: number, paged: boolean, path: string | null, requiresLogin = false): GameListDefinition =>
  ({ id, pageSize, paged, path, requiresLogin });

/*
 * Spec §9 "Page sizes": gamers' choice 100 in full list, recently played 30 in full list,
 * trending 60. The spec gives no size for the other full lists; 20 fills three phone screens.
 * Top ten and weekly top take no size: the server decides.
 */
export const GAME_LISTS: Readonly<Record<GameListId, GameListDefinition>> = {
  spotlight: list('spotlight', 20, true, '/spotlight'),
  quickplay: list('quickplay', 20, true, '/quick-play'),
  gamersChoice: list('gamersChoice', 100, false, '/gamers-choice'),
  recentlyPlayed: list('recentlyPlayed', 30, false, '/recently-played', true),
  latestGames: list('latestGames', 20, true, '/latest-games'),
  trendingGames: list('trendingGames', 60, false, '/trending-games'),
  suggestedGames: list('suggestedGames', 10, false, null),
  topten: list('topten', 10, false, null),
  weeklyTop: list('weeklyTop', 10, false, null),
  premiumGames: list('premiumGames', 20, false, null),
  bookmarkedGames: list('bookmarkedGames', 20, true, '/favorite', true),
  freeGames: list('freeGames', 20, true, '/free-games'),
};

export const isGameListId = (value: unknown): value is GameListId =>
  typeof value === 'string' && (GAME_LIST_IDS as readonly string[]).includes(value);
