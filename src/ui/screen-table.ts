import type { FeatureArea } from '../application/ports/feature-areas.port';
import { GAME_LIST_PAGE_PATHS } from './screens/game-list/game-list-paths';

/**
 * Which screen each route shows, as plain data: the screen is its module under src/ui/screens
 * (without the extension), and a screen whose use cases live in lazily bound feature areas names
 * them. routes.tsx turns the table into routes; the build reads it too (vite.config.ts,
 * scripts/route-preload.ts), to start a deep link's screen code downloading from index.html,
 * together with the entry, instead of after the entry has run (issue 7, LCP).
 *
 * Add a screen with one line here and its loader in routes.tsx (the types insist on both).
 */
export const SCREEN_TABLE = [
  { path: '/', screen: 'splash/splash-screen' },
  { path: '/welcome', screen: 'welcome/welcome-screen' },
  { path: '/privacy-policy', screen: 'static-pages/privacy-policy' },
  { path: '/terms-&-conditions', screen: 'static-pages/terms-and-conditions' },
  { path: '/personal-info-&-data-policy', screen: 'static-pages/personal-info-and-data-policy' },
  { path: '/parental-information', screen: 'static-pages/parental-information' },
  { path: '/cookie-statement', screen: 'static-pages/cookie-statement' },
  { path: '/frequently-asked-questions', screen: 'static-pages/frequently-asked-questions' },
  { path: '/home', screen: 'home/home-screen' },
  { path: '/login', screen: 'login/login-screen', areas: ['account'] },
  { path: '/social-login', screen: 'social-login/social-login-screen', areas: ['account'] },
  { path: '/signup', screen: 'signup/signup-screen', areas: ['account'] },
  { path: '/forgot-password', screen: 'forgot-password/forgot-password-screen', areas: ['account'] },
  { path: '/profile', screen: 'profile/profile-screen', areas: ['account'] },
  { path: '/change-password', screen: 'change-password/change-password-screen', areas: ['account'] },
  { path: '/plans', screen: 'plans/plans-screen', areas: ['commerce'] },
  { path: '/payment', screen: 'payment/payment-screen', areas: ['commerce'] },
  { path: '/payment-otp-verification', screen: 'payment-otp-verification/payment-otp-verification-screen', areas: ['commerce'] },
  { path: '/esports', screen: 'esports/esports-screen', areas: ['commerce'] },
  { path: '/voucher', screen: 'voucher/voucher-screen', areas: ['commerce'] },
  // Browse: one generic screen serves every full game list (the path names the list).
  ...GAME_LIST_PAGE_PATHS.map((path) => ({ path, screen: 'game-list/game-list-screen' }) as const),
  { path: '/genres', screen: 'genres/genres-screen' },
  { path: '/genres/:genre', screen: 'genre/genre-screen' },
  { path: '/search', screen: 'search/search-screen' },
  { path: '/play/:gameUniqueName', screen: 'play/play-screen' },
  { path: '/game-details/:gameUniqueName', screen: 'game-details/game-details-screen' },
  { path: '/favorite', screen: 'favorites/favorites-screen' },
  { path: '/tournament', screen: 'tournament/tournament-screen', areas: ['tournament', 'live'] },
  { path: '*', screen: 'not-found/not-found-screen' },
] as const satisfies ReadonlyArray<ScreenRow>;

export interface ScreenRow {
  path: string;
  screen: string;
  areas?: readonly FeatureArea[];
}

/** The screen modules of the table: routes.tsx must have a loader for each. */
export type ScreenName = (typeof SCREEN_TABLE)[number]['screen'];
