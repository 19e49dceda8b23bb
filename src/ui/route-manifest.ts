import type { FeatureArea } from '../application/ports/feature-areas.port';
import type { Resolver } from '../application/token';
import { LoadGenreGames } from '../application/use-cases/games/load-genre-games';
import { LoadGenres } from '../application/use-cases/games/load-genres';
import { LoadTrailers } from '../application/use-cases/games/load-trailers';
import { GENRE_PAGE_SIZE } from '../domain/genre-rows';
import { PATHS, type FixedRoutePath } from '../domain/route-paths';

/**
 * Every route of the portal, one row each: what a route shows, what it needs and how it loads.
 * The router, the lazy screen loaders, the build's chunks, the first-load size model, the preload
 * that index.html starts for a deep link, the first data, the boot script's early call and the route
 * guard all read this table; nothing else lists routes. A path itself is written once, in
 * src/domain/route-table.ts. Adding a screen is one path there, one row here and one folder under
 * src/ui/screens.
 */
export interface RouteRow {
  /**
   * A React Router path pattern (PATHS of src/domain/route-paths.ts); '*' is the page for every
   * address no other row matches.
   */
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
   * screen's first call, so nothing is requested twice. They run once the row's `areas` are bound,
   * so they may call those areas' use cases. Public routes only (a private one may end on the
   * login page).
   */
  readonly firstData?: (resolver: Resolver, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
  /**
   * The first API call of a cold start on this page, asked for by index.html's inline boot script
   * before the portal's code has arrived (scripts/boot-script.ts): the API path below /api, where
   * `:name` takes the route's parameter of that name and `{a.b}` the text of config.json's field
   * `a.b` (the path the gateway asks for, so the HTTP client takes the answer), and the picture of
   * the answer that is the page's largest element, painted in the static first paint. The same call
   * as the row's first data, or as the screen's own first call when it has none.
   */
  readonly earlyCall?: { readonly api: string; readonly picture?: PictureKind };
  /**
   * A private page that shows something only when reached through another page, which gives it
   * what it shows (the payment steps need the plan chosen on /plans). The private pages without it
   * are opened by their address.
   */
  readonly reachedFrom?: FixedRoutePath;
}

/**
 * Which picture of an early answer is the page's largest element: /home's first trailer poster, a
 * game's banner, a genre's first card, the tournament's banner.
 */
export type PictureKind = 'trailer' | 'banner' | 'card' | 'tournament-banner';

/** The screen's first call takes these loads even when they have already answered. */
const AHEAD = { ahead: true } as const;

/** One generic screen serves every full game list: the path names the list (src/domain/game-lists.ts). */
const GAME_LIST = 'game-list/game-list-screen';

export const ROUTES: readonly RouteRow[] = [
  { path: PATHS.splash, screen: 'splash/splash-screen', access: 'public' },
  { path: PATHS.welcome, screen: 'welcome/welcome-screen', access: 'public' },
  {
    path: PATHS.home,
    screen: 'home/home-screen',
    access: 'public',
    load: 'entry',
    // The hero trailer is /home's largest picture.
    firstData: (resolver) => resolver.get(LoadTrailers).execute(AHEAD),
    earlyCall: { api: '/play/homepage/top/patch', picture: 'trailer' },
  },
  { path: PATHS.login, screen: 'login/login-screen', access: 'public', areas: ['account'] },
  { path: PATHS.socialLogin, screen: 'social-login/social-login-screen', access: 'public', areas: ['account'] },
  { path: PATHS.signup, screen: 'signup/signup-screen', access: 'public', areas: ['account'] },
  { path: PATHS.forgotPassword, screen: 'forgot-password/forgot-password-screen', access: 'public', areas: ['account'] },
  { path: PATHS.profile, screen: 'profile/profile-screen', access: 'private', areas: ['account', 'commerce'] },
  { path: PATHS.changePassword, screen: 'change-password/change-password-screen', access: 'private', areas: ['account'] },
  // A forgotten PIN is reset with the password-reset code, whose gateway the 'account' area binds.
  { path: PATHS.familyMode, screen: 'family-mode/family-mode-screen', access: 'private', areas: ['family', 'account'] },
  { path: PATHS.plans, screen: 'plans/plans-screen', access: 'private', areas: ['commerce'] },
  { path: PATHS.payment, screen: 'payment/payment-screen', access: 'private', areas: ['commerce'], reachedFrom: PATHS.plans },
  {
    path: PATHS.paymentOtpVerification,
    screen: 'payment-otp-verification/payment-otp-verification-screen',
    access: 'private',
    areas: ['commerce'],
    reachedFrom: PATHS.payment,
  },
  { path: PATHS.esports, screen: 'esports/esports-screen', access: 'private', areas: ['commerce'] },
  { path: PATHS.voucher, screen: 'voucher/voucher-screen', access: 'private', areas: ['commerce'] },
  { path: PATHS.latestGames, screen: GAME_LIST, access: 'public' },
  { path: PATHS.trendingGames, screen: GAME_LIST, access: 'public' },
  { path: PATHS.mostPopular, screen: GAME_LIST, access: 'public' },
  { path: PATHS.freeGames, screen: GAME_LIST, access: 'public' },
  { path: PATHS.spotlight, screen: GAME_LIST, access: 'public' },
  // The rows' "See all" pages that the spec does not list as public (docs/decisions).
  { path: PATHS.gamersChoice, screen: GAME_LIST, access: 'private' },
  { path: PATHS.quickPlay, screen: GAME_LIST, access: 'private' },
  { path: PATHS.recentlyPlayed, screen: GAME_LIST, access: 'private' },
  { path: PATHS.premiumGames, screen: GAME_LIST, access: 'private' },
  { path: PATHS.favorite, screen: 'favorites/favorites-screen', access: 'private' },
  { path: PATHS.genres, screen: 'genres/genres-screen', access: 'public' },
  {
    path: PATHS.genre,
    screen: 'genre/genre-screen',
    access: 'public',
    // The genre's first page, and the genre list that names it (the screen loads the list only
    // while it is idle, so this one call serves it).
    firstData: (resolver, { genre = '' }) =>
      Promise.all([resolver.get(LoadGenreGames).execute(genre, 1, AHEAD), resolver.get(LoadGenres).execute('all')]),
    // The genre's first page only: its first card is the page's largest picture.
    earlyCall: { api: `/play/v3/games/genre/byname/:genre/1/${GENRE_PAGE_SIZE}/false`, picture: 'card' },
  },
  { path: PATHS.search, screen: 'search/search-screen', access: 'public' },
  {
    path: PATHS.gameDetails,
    screen: 'game-details/game-details-screen',
    access: 'public',
    areas: ['game-actions'],
    // The game page's use cases come with the 'game-actions' area; the use case's module with it, not with
    // the entry.
    firstData: async (resolver, { gameUniqueName = '' }) => {
      const { LoadGameDetail } = await import('../application/use-cases/games/load-game-detail');
      await resolver.get(LoadGameDetail).execute(gameUniqueName, AHEAD);
    },
    earlyCall: { api: '/play/game/detail/byname/:gameUniqueName', picture: 'banner' },
  },
  // Spec §1 "guests ... play games": the play screen is open to guests; a premium game asks for login there.
  {
    path: PATHS.play,
    screen: 'play/play-screen',
    access: 'public',
    areas: ['game-actions'],
    // The game's details, the first of the calls before the game's own page can load: a shared
    // challenge link or a reload mid-round starts it before the portal's code has arrived, and so
    // does a tap on /home's boot-painted Play. No picture: the game's own page is what is painted.
    earlyCall: { api: '/play/game/detail/byname/:gameUniqueName' },
  },
  {
    path: PATHS.tournament,
    screen: 'tournament/tournament-screen',
    access: 'public',
    areas: ['tournament', 'push'],
    // The screen and both areas in one file: left to automatic splitting they were seventeen small
    // files fetched in waves on slow mobile data.
    load: { chunk: 'tournament' },
    // The tournament's use cases live in its lazily bound area; the use case's module comes with
    // it, not with the entry.
    firstData: async (resolver) => {
      const { LoadTournament } = await import('../application/use-cases/tournament/load-tournament');
      await resolver.get(LoadTournament).execute(AHEAD);
    },
    // The details of the tournament config.json names: their banner is the page's largest picture.
    earlyCall: { api: '/tournament/details/{tournament.org}/{tournament.id}', picture: 'tournament-banner' },
  },
  { path: PATHS.privacyPolicy, screen: 'static-pages/privacy-policy-screen', access: 'public' },
  { path: PATHS.termsAndConditions, screen: 'static-pages/terms-and-conditions-screen', access: 'public' },
  { path: PATHS.personalInfoAndDataPolicy, screen: 'static-pages/personal-info-and-data-policy-screen', access: 'public' },
  { path: PATHS.parentalInformation, screen: 'static-pages/parental-information-screen', access: 'public' },
  { path: PATHS.cookieStatement, screen: 'static-pages/cookie-statement-screen', access: 'public' },
  // A help page behind a login wall would be useless to the guest who needs it, and /home's public
  // footer links to it (docs/decisions: the FAQ is public).
  { path: PATHS.frequentlyAskedQuestions, screen: 'static-pages/frequently-asked-questions-screen', access: 'public' },
  // Spec §2 "any other route needs a logged-in user": an unknown address is private too.
  { path: '*', screen: 'not-found/not-found-screen', access: 'private' },
];
