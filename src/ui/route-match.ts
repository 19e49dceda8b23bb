import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteRow } from './route-manifest';

export interface MatchedRoute {
  row: RouteRow;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The manifest row that serves `pathname`, as the router picks it: the row whose pattern matches,
 * else the '*' page. The path is decoded first, so `/terms-%26-conditions` is the terms page.
 */
export function routeAt(pathname: string, routes: readonly RouteRow[] = ROUTES): MatchedRoute {
  const path = safeDecode(pathname);
  for (const row of routes) {
    if (row.path === '*') continue;
    const match = matchPath(row.path, path);
    if (match) return { row, params: match.params };
  }
  const notFound = routes.find((row) => row.path === '*');
  if (!notFound) throw new Error("The route manifest needs a '*' row for addresses no other row matches.");
  return { row: notFound, params: {} };
}

/** Spec §2: whether `pathname` is reachable without login. */
export const isPublicRoute = (pathname: string): boolean => routeAt(pathname).row.access === 'public';

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
