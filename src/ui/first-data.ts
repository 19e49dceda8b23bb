import type { Resolver } from '../application/token';
import { FeatureAreasPort } from '../application/ports/feature-areas.port';
import { ROUTES, type RouteRow } from './route-manifest';
import { routeAt } from './route-match';

/**
 * Starts the first data of the page at `pathname` (its manifest row's `firstData`) as soon as the
 * container exists, while the screen's code still downloads, instead of after the screen has
 * rendered. Only public pages: a private one may end on the login page.
 */
export function startFirstData(pathname: string, resolver: Resolver, routes: readonly RouteRow[] = ROUTES): void {
  const { row, params } = routeAt(pathname, routes);
  if (row.access !== 'public' || !row.firstData) return;
  const { firstData, areas = [] } = row;
  // The row's areas first (the screen asks for the same download), as their use cases make the calls.
  const features = resolver.get(FeatureAreasPort);
  const run = () => firstData(resolver, params);
  const started = areas.length === 0 ? run() : Promise.all(areas.map((area) => features.ensure(area))).then(run);
  // A failure here shows on the screen, which makes the same call (and offers Retry).
  started.catch(() => undefined);
}
