import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../../../src/ui/routes';

/** Issue 6: "each route has an error boundary" — a broken screen never blanks the page. */
function screensOf(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? screensOf(route.children) : [route]));
}

describe('route error boundaries', () => {
  it('the shell has one, so even a broken shell shows a message', () => {
    const [shell] = createRoutes();
    expect(shell.errorElement).toBeTruthy();
  });

  it('every screen route has its own, so a broken screen keeps the shell around it', () => {
    const screens = screensOf(createRoutes());
    expect(screens.length).toBeGreaterThan(10);
    const without = screens.filter((route) => !route.errorElement).map((route) => route.path);
    expect(without).toEqual([]);
  });
});
