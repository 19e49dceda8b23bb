import type { FeatureArea } from '../application/ports/feature-areas.port';
import { FeatureAreasPort } from '../application/ports/feature-areas.port';
import type { Resolver } from '../application/token';
import { LoadGenreGames } from '../application/use-cases/games/load-genre-games';
import { LoadGenres } from '../application/use-cases/games/load-genres';
import { LoadTrailers } from '../application/use-cases/games/load-trailers';

/**
 * Every route of the portal, one row each: what a route shows, what it needs and how it loads.
 * The router, the lazy screen loaders, the build's chunks, the first-load size model, the preload
 * that index.html starts for a deep link, the first data and the route guard all read this table;
 * nothing else lists routes. Adding a screen is one row here and one folder under src/ui/screens.
 */
export interface RouteRow {
  /** A React Router path pattern; '*' is the page for every address no other row matches. */
  readonly path: string;
  /**
   * The screen module, relative to src/ui/screens and without its extension: a folder and a file
   * ending in `-screen.tsx` that exports `Component`.
   */
  readonly screen: `${string}/${string}-screen`;
  /**
   * Spec §2: public routes are reachable without login; "any other route needs a logged-in user;
   * otherwise the visitor is redirected to /login".
   */
  readonly access: 'public' | 'private';
  /** The lazily bound feature areas whose use cases the screen calls. */
  readonly areas?: readonly FeatureArea[];
  /**
   * How the screen's code arrives: 'entry' puts it in the first download (the landing page: on
   * slow mobile data a separate file costs a round trip before the first picture); a chunk name
   * puts the screen and its areas into that one file; by default the screen is its own lazy file.
   */
  readonly load?: 'entry' | { readonly chunk: string };
  /**
   * The calls behind the page's largest picture, started as soon as the container exists, before
   * React renders, while the screen's code still downloads. They are the use-case calls the screen
   * makes when it mounts with `{ ahead: true }`: the use cases hand the load under way to the
   * screen's first call, so nothing is requested twice. Public routes only (a private one may end
   * on the login page).
   */
  readonly firstData?: (resolver: Resolver, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
}

/** The screen's first call takes these loads even when they have already answered. */
const AHEAD = { ahead: true } as const;

/** One generic screen serves every full game list: the path names the list (src/domain/game-lists.ts). */
const GAME_LIST = 'game-list/game-list-screen';

export const ROUTES: readonly RouteRow[] = [
  { path: '/', screen: 'splash/splash-screen', access: 'public' },
  { path: '/welcome', screen: 'welcome/welcome-screen', access: 'public' },
  {
    path: '/home',
    screen: 'home/home-screen',
    access: 'public',
    load: 'entry',
    // The hero trailer is /home's largest picture.
    firstData: (resolver) => resolver.get(LoadTrailers).execute(AHEAD),
  },
  { path: '/login', screen: 'login/login-screen', access: 'public', areas: ['account'] },
  { path: '/social-login', screen: 'social-login/social-login-screen', access: 'public', areas: ['account'] },
  { path: '/signup', screen: 'signup/signup-screen', access: 'public', areas: ['account'] },
  { path: '/forgot-password', screen: 'forgot-password/forgot-password-screen', access: 'public', areas: ['account'] },
  { path: '/profile', screen: 'profile/profile-screen', access: 'private', areas: ['account', 'commerce'] },
  { path: '/change-password', screen: 'change-password/change-password-screen', access: 'private', areas: ['account'] },
  { path: '/plans', screen: 'plans/plans-screen', access: 'private', areas: ['commerce'] },
  { path: '/payment', screen: 'payment/payment-screen', access: 'private', areas: ['commerce'] },
  {
    path: '/payment-otp-verification',
    screen: 'payment-otp-verification/payment-otp-verification-screen',
    access: 'private',
    areas: ['commerce'],
  },
  { path: '/esports', screen: 'esports/esports-screen', access: 'private', areas: ['commerce'] },
  { path: '/voucher', screen: 'voucher/voucher-screen', access: 'private', areas: ['commerce'] },
  { path: '/latest-games', screen: GAME_LIST, access: 'public' },
  { path: '/trending-games', screen: GAME_LIST, access: 'public' },
  { path: '/most-popular', screen: GAME_LIST, access: 'public' },
  { path: '/free-games', screen: GAME_LIST, access: 'public' },
  { path: '/spotlight', screen: GAME_LIST, access: 'public' },
  // The rows' "See all" pages that the spec does not list as public (docs/decisions).
  { path: '/gamers-choice', screen: GAME_LIST, access: 'private' },
  { path: '/quick-play', screen: GAME_LIST, access: 'private' },
  { path: '/recently-played', screen: GAME_LIST, access: 'private' },
  { path: '/premium-games', screen: GAME_LIST, access: 'private' },
  { path: '/favorite', screen: 'favorites/favorites-screen', access: 'private' },
  { path: '/genres', screen: 'genres/genres-screen', access: 'public' },
  {
    path: '/genres/:genre',
    screen: 'genre/genre-screen',
    access: 'public',
    // The genre's first page, and the genre list that names it (the screen loads the list only
    // while it is idle, so this one call serves it).
    firstData: (resolver, { genre = '' }) =>
      Promise.all([resolver.get(LoadGenreGames).execute(genre, 1, AHEAD), resolver.get(LoadGenres).execute('all')]),
  },
  { path: '/search', screen: 'search/search-screen', access: 'public' },
  {
    path: '/game-details/:gameUniqueName',
    screen: 'game-details/game-details-screen',
    access: 'public',
    areas: ['play'],
    // The game page's use cases come with the 'play' area (the screen asks for the same download).
    firstData: async (resolver, { gameUniqueName = '' }) => {
      await resolver.get(FeatureAreasPort).ensure('play');
      const { LoadGameDetail } = await import('../application/use-cases/games/load-game-detail');
      await resolver.get(LoadGameDetail).execute(gameUniqueName, AHEAD);
    },
  },
  // Spec §1 "guests ... play games": the play screen is open to guests; a premium game asks for login there.
  { path: '/play/:gameUniqueName', screen: 'play/play-screen', access: 'public', areas: ['play'] },
  {
    path: '/tournament',
    screen: 'tournament/tournament-screen',
    access: 'public',
    areas: ['tournament', 'live'],
    // The screen and both areas in one file: left to automatic splitting they were seventeen small
    // files fetched in waves on slow mobile data.
    load: { chunk: 'tournament' },
    // The tournament's use cases live in its lazily bound area: the area's code comes first (the
    // screen asks for the same download), and the use case's module with it, not with the entry.
    firstData: async (resolver) => {
      await resolver.get(FeatureAreasPort).ensure('tournament');
      const { LoadTournament } = await import('../application/use-cases/tournament/load-tournament');
      await resolver.get(LoadTournament).execute(AHEAD);
    },
  },
  { path: '/privacy-policy', screen: 'static-pages/privacy-policy-screen', access: 'public' },
  { path: '/terms-&-conditions', screen: 'static-pages/terms-and-conditions-screen', access: 'public' },
  { path: '/personal-info-&-data-policy', screen: 'static-pages/personal-info-and-data-policy-screen', access: 'public' },
  { path: '/parental-information', screen: 'static-pages/parental-information-screen', access: 'public' },
  { path: '/cookie-statement', screen: 'static-pages/cookie-statement-screen', access: 'public' },
  // A help page behind a login wall would be useless to the guest who needs it, and /home's public
  // footer links to it (docs/decisions: the FAQ is public).
  { path: '/frequently-asked-questions', screen: 'static-pages/frequently-asked-questions-screen', access: 'public' },
  // Spec §2 "any other route needs a logged-in user": an unknown address is private too.
  { path: '*', screen: 'not-found/not-found-screen', access: 'private' },
];
