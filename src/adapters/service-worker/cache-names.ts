/**
 * The Cache Storage caches of the portal's service worker, by what they hold. The page and the
 * worker both read these names: the page clears the user caches when a session ends.
 */
export const CACHES = {
  /** /config.json: the deployment's settings, refreshed in the background. */
  config: 'portal-config',
  /** Catalogue answers fetched without a bearer token (a guest's lists and game pages). */
  guestApi: 'portal-api',
  /** Catalogue answers fetched with a bearer token: keyed by session, cleared when it ends. */
  userApi: 'portal-user-api',
  /** Game artwork, least recently used first out. */
  art: 'portal-art',
  /** Files of the bundled games a player has opened, so a played game plays offline. */
  playedGames: 'portal-played-games',
  /** Games saved with "Save for offline" (written by the page, read first by the worker). */
  savedGames: 'portal-saved-games',
} as const;

/** What belongs to one signed-in player and must never reach another session. */
export const USER_CACHES: readonly string[] = [CACHES.userApi];

/**
 * How long a cached catalogue answer may be shown while a fresh one is fetched. Older answers are
 * dropped: a week covers a player offline for days, and the list is replaced as soon as the
 * network answers.
 */
export const CATALOGUE_FRESHNESS_SECONDS = 7 * 24 * 60 * 60;
export const CATALOGUE_MAX_ENTRIES = 300;
/**
 * A catalogue answer the worker received less than this long ago is shown without asking the
 * network again (./refresh-window.ts); an older one is shown and refreshed in the background.
 */
export const CATALOGUE_REFRESH_SECONDS = 10 * 60;
/** Art is small SVG or WebP; 200 pictures stay well under a few megabytes of the phone's storage. */
export const ART_MAX_ENTRIES = 200;
/** A bundled game is a handful of files; 400 covers dozens of played games. */
export const PLAYED_GAME_MAX_ENTRIES = 400;
export const PLAYED_GAME_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
