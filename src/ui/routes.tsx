import type { RouteObject } from 'react-router-dom';
import { AppShell } from './layout/app-shell';
import { RouteGuard } from './route-guard';
import { RouteError } from './layout/route-error';

/**
 * Every screen is a lazy route module (a folder under src/ui/screens exporting `Component`),
 * so the first load carries only the shell. Add a screen with one line in `screens` below.
 */
const screens: Array<[path: string, load: () => Promise<{ Component: React.ComponentType }>]> = [
  ['/', () => import('./screens/home/home-screen')],
  ['/home', () => import('./screens/home/home-screen')],
  ['/profile', () => import('./screens/profile/profile-screen')],
  ['/change-password', () => import('./screens/change-password/change-password-screen')],
  ['*', () => import('./screens/not-found/not-found-screen')],
];

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        {
          element: <RouteGuard />,
          children: screens.map(([path, load]) => ({ path, lazy: load, errorElement: <RouteError /> })),
        },
      ],
    },
  ];
}
