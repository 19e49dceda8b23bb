import type { BuildOptions, Plugin } from 'vite';
import type { RouteRow } from '../src/ui/route-manifest';
import { routePreload } from './route-preload';
import { buildOnlyRowFields } from './build-only-row-fields';
import { FEATURE_AREAS, isAreaAfterFirstScreen } from '../src/application/ports/feature-areas.port';
import { areaChunkName, areaSource, ownChunkAreas, routeSources, screenSource } from './route-sources';

/**
 * What the build derives from the route manifest (src/ui/route-manifest.ts): the chunk groups that
 * put a row's screen into the entry file or into a named chunk, the module through which the entry
 * imports its screens, the inline preload of a deep link's files (route-preload.ts), and the rows
 * without the fields only the build reads (build-only-row-fields.ts).
 * vite.config.ts takes all of it from routeBuild(); so does the test that builds a fixture app.
 */
export function routeBuild(
  routes: readonly RouteRow[],
  root: string,
): { plugins: Plugin[]; rolldownOptions: BuildOptions['rolldownOptions'] } {
  const quiet = isEntryScreenNotice(routes);
  return {
    plugins: [entryScreens(routes), routePreload(routes, root), buildOnlyRowFields()],
    rolldownOptions: {
      onLog: (level, log, handler) => {
        if (!quiet(log)) handler(level, log);
      },
      output: { codeSplitting: { groups: chunkGroups(routes, root) } },
    },
  };
}

export interface ChunkGroup {
  name: string;
  test?: (id: string) => boolean;
  tags?: Array<'$initial'>;
  priority: number;
}

/**
 * The build's chunk groups:
 * - `app`: everything the entry imports statically (with the screens whose row says
 *   `load: 'entry'`, see entryScreens below), in one file. Left alone, the bundler splits the
 *   modules the entry shares with lazy screens into half a dozen small files, and on slow mobile
 *   data each costs a connection and a round trip before the first picture.
 * - one group per chunk a row names (`load: { chunk }`): that screen, its feature areas and what
 *   they import, in one file. A module another lazy screen imports too is in it as well, and that
 *   screen then downloads the whole file: the play screen, which a Play on /home opens, imports
 *   nothing of the tournament's (tests/adapters/build/play-screen-download.test.ts).
 * - one group per other feature area (`<area>-area`): the area and what it imports that the
 *   entry does not, in one file (route-sources.ts, ownChunkAreas). The areas every page loads
 *   once its first screen is up go first: what they share with a named chunk goes with them, so
 *   that loading them never fetches that chunk (a few shared modules would make every page
 *   download the tournament's code right after its first screen).
 * - `device-storage`: the IndexedDB helper (idb-keyval), which the saved games (read on every
 *   page once its first screen is up) and the game actions' queue both import: in a feature
 *   area's file, reading the saved games would download that whole area (12 KB with data saver on).
 * A group takes the modules its test matches and, by the bundler's default, what they import.
 */
export function chunkGroups(routes: readonly RouteRow[], root: string): ChunkGroup[] {
  const matcher = (sources: string[]) => {
    const absolute = sources.map((source) => `${root}/${source}`.replaceAll('\\', '/'));
    return (id: string) => absolute.includes(id.replaceAll('\\', '/'));
  };
  const chunks = new Map<string, string[]>();
  for (const row of routes) {
    if (typeof row.load !== 'object') continue;
    chunks.set(row.load.chunk, [...(chunks.get(row.load.chunk) ?? []), ...routeSources(row)]);
  }
  return [
    { name: 'app', tags: ['$initial'], priority: 3 },
    { name: 'device-storage', test: (id: string) => id.replaceAll('\\', '/').includes('/node_modules/idb-keyval/'), priority: 4 },
    ...[...chunks].map(([name, sources]) => ({ name, test: matcher(sources), priority: 1 })),
    ...ownChunkAreas(routes, FEATURE_AREAS).map((area) => ({
      name: areaChunkName(area),
      test: matcher([areaSource(area)]),
      priority: isAreaAfterFirstScreen(area) ? 2 : 1,
    })),
  ];
}

/**
 * The lazy loaders (an import.meta.glob over every screen) also name the entry's own screens, and
 * the bundler says so: that those screens stay in the entry file is the point, so the notice is
 * dropped for them and kept for every other module.
 */
export const isEntryScreenNotice =
  (routes: readonly RouteRow[]) =>
  (log: { code?: string; message: string }): boolean =>
    log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
    routes.some((row) => row.load === 'entry' && log.message.includes(`${screenSource(row)} is dynamically imported`));

/** The module through which the entry imports the screens whose row says `load: 'entry'`. */
export const ENTRY_SCREENS_MODULE = 'virtual:entry-screens';

/**
 * Provides `virtual:entry-screens`: the screens whose row says `load: 'entry'`, imported
 * statically, by their manifest name. routes.tsx imports it, so those screens are part of the
 * entry file instead of a lazy chunk of their own.
 */
export function entryScreens(routes: readonly RouteRow[]): Plugin {
  const resolved = `\0${ENTRY_SCREENS_MODULE}`;
  return {
    name: 'portal-entry-screens',
    resolveId: (source) => (source === ENTRY_SCREENS_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const screens = [...new Set(routes.filter((row) => row.load === 'entry').map((row) => row.screen))];
      return [
        ...screens.map((screen, index) => `import * as screen${index} from '/${screenSource({ screen })}';`),
        `export default { ${screens.map((screen, index) => `${JSON.stringify(screen)}: screen${index}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
