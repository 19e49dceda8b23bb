import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/ui/route-manifest';
import { isPublicRoute, routeAt } from '../../../src/ui/route-match';
import { screenLoader } from '../../../src/ui/routes';
import entryScreens from 'virtual:entry-screens';

/** Spec §2's public routes, as the spec lists them. */
const SPEC_PUBLIC_ROUTES = [
  '/',
  '/home',
  '/login',
  '/signup',
  '/forgot-password',
  '/welcome',
  '/social-login',
  '/search',
  '/latest-games',
  '/trending-games',
  '/most-popular',
  '/genres',
  '/free-games',
  '/spotlight',
  '/tournament',
  '/privacy-policy',
  '/terms-&-conditions',
  '/personal-info-&-data-policy',
  '/parental-information',
  '/cookie-statement',
];

describe('the route manifest', () => {
  it.each(ROUTES.map((row) => [row.path, row.screen]))(
    '%s names a screen module that exports a Component (%s)',
    async (_, screen) => {
      const loaded = await screenLoader(screen)();
      const named = (await import(/* @vite-ignore */ `../../../src/ui/screens/${screen}.tsx`)) as unknown;
      expect(loaded).toBe(named);
      expect(typeof loaded.Component).toBe('function');
    },
  );

  it('has one row per path', () => {
    const paths = ROUTES.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("puts the screens of rows marked load: 'entry' in the entry, and only those", () => {
    const marked = ROUTES.filter((row) => row.load === 'entry').map((row) => row.screen);
    expect(Object.keys(entryScreens).sort()).toEqual([...new Set(marked)].sort());
  });

  it('starts first data only on public routes', () => {
    for (const row of ROUTES.filter((candidate) => candidate.firstData)) expect(row.access, row.path).toBe('public');
  });
});

describe('who may open a route (spec §2)', () => {
  it.each(SPEC_PUBLIC_ROUTES)('%s is reachable without login', (path) => expect(isPublicRoute(path)).toBe(true));

  it.each([
    '/genres/racing',
    '/game-details/turbo-drift',
    '/play/turbo-drift',
    '/terms-%26-conditions',
    '/home/',
    '/frequently-asked-questions',
  ])('%s is reachable without login too', (path) => expect(isPublicRoute(path)).toBe(true));

  it.each(['/favorite', '/plans', '/payment', '/profile', '/game-details/', '/homework', '/gamers-choice'])(
    '%s needs a logged-in user',
    (path) => expect(isPublicRoute(path)).toBe(false),
  );

  it('serves an unknown address with the not-found page', () => {
    expect(routeAt('/no/such/page').row.path).toBe('*');
  });

  it('gives the matched row its parameters', () => {
    expect(routeAt('/genres/racing').params).toEqual({ genre: 'racing' });
  });
});
