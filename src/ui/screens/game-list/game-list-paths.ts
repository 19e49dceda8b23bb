/**
 * The full game lists served by the one generic list screen (the list comes from the path, see
 * gameListAt in src/domain/game-lists.ts). Kept apart from the screen so that routes.tsx can
 * name the paths without loading the screen's code. /favorite has its own screen.
 */
export const GAME_LIST_PAGE_PATHS: readonly string[] = [
  '/latest-games', '/trending-games', '/most-popular', '/free-games', '/spotlight',
  '/gamers-choice', '/quick-play', '/recently-played', '/premium-games',
];
