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

/**
 * The feature areas that are one file of their own (a chunk group of the build named
 * `<area>-area`): every area no row's named chunk (`load: { chunk }`) takes. Without the group the
 * bundler splits an area along what it shares with screens and other areas: a screen with the
 * account area was up to twenty small files.
 */
export function ownChunkAreas(routes: readonly Pick<RouteRow, 'areas' | 'load'>[], areas: readonly FeatureArea[]): FeatureArea[] {
  const inNamedChunks = new Set(routes.flatMap((row) => (typeof row.load === 'object' ? (row.areas ?? []) : [])));
  return areas.filter((area) => !inNamedChunks.has(area));
}

export const areaChunkName = (area: FeatureArea): string => `${area}-area`;
