/**
 * Every address of the portal, written once (spec §2 "Routes", and the pages the decisions add).
 * The route manifest (src/ui/route-manifest.ts) gives each of them its screen; use cases, the UI,
 * the build scripts and the service worker name a page by its key here, and build an address with
 * a parameter with the builders below, never by writing the path again
 * (tests/architecture/route-literals.test.ts).
 */
export const PATHS = {
  splash: '/',
  welcome: '/welcome',
  home: '/home',
  login: '/login',
  socialLogin: '/social-login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  changePassword: '/change-password',
  plans: '/plans',
  payment: '/payment',
  paymentOtpVerification: '/payment-otp-verification',
  esports: '/esports',
  voucher: '/voucher',
  latestGames: '/latest-games',
  trendingGames: '/trending-games',
  mostPopular: '/most-popular',
  freeGames: '/free-games',
  spotlight: '/spotlight',
  gamersChoice: '/gamers-choice',
  quickPlay: '/quick-play',
  recentlyPlayed: '/recently-played',
  premiumGames: '/premium-games',
  favorite: '/favorite',
  genres: '/genres',
  genre: '/genres/:genre',
  search: '/search',
  gameDetails: '/game-details/:gameUniqueName',
  play: '/play/:gameUniqueName',
  tournament: '/tournament',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-&-conditions',
  personalInfoAndDataPolicy: '/personal-info-&-data-policy',
  parentalInformation: '/parental-information',
  cookieStatement: '/cookie-statement',
  frequentlyAskedQuestions: '/frequently-asked-questions',
} as const;

export type RouteName = keyof typeof PATHS;
/** A route's path as React Router reads it (`:name` is a parameter). */
export type RoutePath = (typeof PATHS)[RouteName];

/** Routes whose path takes no parameter: an address of its own. */
export type FixedRoutePath = Exclude<RoutePath, `${string}:${string}`>;

/** The fixed part of a path with a parameter, up to its first parameter: '/genres/' of '/genres/:genre'. */
export const pathPrefix = (path: RoutePath): string => path.split(':')[0] ?? path;

/** A path with its parameters filled in, each written as one segment of the address. */
function fill(path: RoutePath, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The address of one genre, game page or game's play screen. */
export const routeTo = {
  /** Spec §2 "/genres/{genres}". */
  genre: (uniqueName: string): string => fill(PATHS.genre, { genre: uniqueName }),
  /** Spec §2 "/game-details/{gameUniqueName}". */
  gameDetails: (uniqueName: string): string => fill(PATHS.gameDetails, { gameUniqueName: uniqueName }),
  /** Our route; the spec names none: the game runs inside the portal. */
  play: (uniqueName: string): string => fill(PATHS.play, { gameUniqueName: uniqueName }),
};

/**
 * Whether an address is at `path` or below it: '/tournament', '/tournament/', '/tournament?x' and
 * '/tournament/stage' are, '/tournaments' is not.
 */
export function isAtOrBelow(address: string, path: FixedRoutePath): boolean {
  if (!address.startsWith(path)) return false;
  const next = address.charAt(path.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}
