import type { FeatureArea } from '../src/application/ports/feature-areas.port';
import type { RouteRow } from '../src/ui/route-manifest';

/** Where a manifest row's modules live, relative to the project root. */
export const screenSource = (row: Pick<RouteRow, 'screen'>): string => `src/ui/screens/${row.screen}.tsx`;
export const areaSource = (area: FeatureArea): string => `src/composition/areas/${area}.area.ts`;

/** The modules a route loads on demand before its screen can render: the screen and its areas. */
export const routeSources = (row: Pick<RouteRow, 'screen' | 'areas'>): string[] => [
  screenSource(row),
  ...(row.areas ?? []).map(areaSource),
];
