import type { RouteObject } from 'react-router-dom';
import { AppShell } from './layout/app-shell';
import { RouteGuard } from './route-guard';
import { RootRouteError, RouteError } from './layout/route-error';
import { ScreenSkeleton } from './layout/screen-skeleton';
import { GAME_LIST_PAGE_PATHS } from './screens/game-list/game-list-paths';

/**
 * Every screen is a lazy route module (a folder under src/ui/screens exporting `Component`),
 * so the first load carries only the shell. Add a screen with one line in `screens` below.
 */
const screens: Array<[path: string, load: () => Promise<{ Component: React.ComponentType }>]> = [
  ['/', () => import('./screens/splash/splash-screen')],
  ['/welcome', () => import('./screens/welcome/welcome-screen')],
  ['/privacy-policy', () => import('./screens/static-pages/privacy-policy')],
  ['/terms-&-conditions', () => import('./screens/static-pages/terms-and-conditions')],
  ['/personal-info-&-data-policy', () => import('./screens/static-pages/personal-info-and-data-policy')],
  ['/parental-information', () => import('./screens/static-pages/parental-information')],
  ['/cookie-statement', () => import('./screens/static-pages/cookie-statement')],
  ['/frequently-asked-questions', () => import('./screens/static-pages/frequently-asked-questions')],
  ['/home', () => import('./screens/home/home-screen')],
  ['/login', () => import('./screens/login/login-screen')],
  ['/social-login', () => import('./screens/social-login/social-login-screen')],
  ['/signup', () => import('./screens/signup/signup-screen')],
  ['/forgot-password', () => import('./screens/forgot-password/forgot-password-screen')],
  ['/profile', () => import('./screens/profile/profile-screen')],
  ['/change-password', () => import('./screens/change-password/change-password-screen')],
  ['/plans', () => import('./screens/plans/plans-screen')],
  ['/payment', () => import('./screens/payment/payment-screen')],
  ['/payment-otp-verification', () => import('./screens/payment-otp-verification/payment-otp-verification-screen')],
  ['/esports', () => import('./screens/esports/esports-screen')],
  ['/voucher', () => import('./screens/voucher/voucher-screen')],
  // Browse: one generic screen serves every full game list (the path names the list).
  ...GAME_LIST_PAGE_PATHS.map((path): (typeof screens)[number] => [path, () => import('./screens/game-list/game-list-screen')]),
  ['/genres', () => import('./screens/genres/genres-screen')],
  ['/genres/:genre', () => import('./screens/genre/genre-screen')],
  ['/search', () => import('./screens/search/search-screen')],
  ['/play/:gameUniqueName', () => import('./screens/play/play-screen')],
  ['/game-details/:gameUniqueName', () => import('./screens/game-details/game-details-screen')],
  ['/favorite', () => import('./screens/favorites/favorites-screen')],
  ['/tournament', () => import('./screens/tournament/tournament-screen')],
  ['*', () => import('./screens/not-found/not-found-screen')],
];

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RootRouteError />,
      children: [
        {
          element: <RouteGuard />,
          // First load: the shell is drawn at once and the page shows a skeleton while its code arrives.
          hydrateFallbackElement: <ScreenSkeleton />,
          children: screens.map(([path, load]) => ({ path, lazy: load, errorElement: <RouteError /> })),
        },
      ],
    },
  ];
}
