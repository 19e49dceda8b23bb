import { describe, expect, it } from 'vitest';
import { AFTER_PICTURE_GLOBAL } from '../../../scripts/boot-script';
import { preloadRoute, routePreloadRows, routePreloadScript, type PreloadRow } from '../../../scripts/route-preload';

/** A stand-in for Rollup/Rolldown's output bundle: just what routePreloadRows reads. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});
const bundle = {
  'assets/index.js': chunk(
    'assets/index.js',
    ['/app/src/main.tsx', '/app/src/ui/screens/home/home-screen.tsx'],
    ['assets/shared.js'],
    [],
    true,
  ),
  'assets/shared.js': chunk('assets/shared.js', ['/app/src/ui/components/game-card.tsx']),
  'assets/genre.js': chunk(
    'assets/genre.js',
    ['/app/src/ui/screens/genre/genre-screen.tsx'],
    ['assets/index.js', 'assets/grid.js'],
  ),
  'assets/grid.js': chunk('assets/grid.js', ['/app/src/ui/components/game-grid.tsx'], ['assets/shared.js'], ['assets/grid.css']),
  'assets/list.js': chunk('assets/list.js', ['/app/src/ui/screens/game-list/game-list-screen.tsx'], ['assets/grid.js']),
  'assets/tournament.js': chunk('assets/tournament.js', [
    '/app/src/ui/screens/tournament/tournament-screen.tsx',
    '/app/src/composition/areas/tournament.area.ts',
    '/app/src/composition/areas/push.area.ts',
  ]),
} as unknown as Parameters<typeof routePreloadRows>[0];

const table = [
  { path: '/home', screen: 'home/home-screen' },
  { path: '/genres/:genre', screen: 'genre/genre-screen' },
  { path: '/latest-games', screen: 'game-list/game-list-screen' },
  { path: '/spotlight', screen: 'game-list/game-list-screen' },
  { path: '/tournament', screen: 'tournament/tournament-screen', areas: ['tournament', 'push'] as const },
  { path: '*', screen: 'not-found/not-found-screen' },
] as const;

/** Just enough of a Document for preloadRoute: the links it appends to <head>. */
function fakeDocument() {
  const head: Array<Record<string, string>> = [];
  const doc = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => head.push(link) } };
  return { doc: doc as unknown as Document, head };
}

describe('the route preload table (a deep link starts its screen with the entry)', () => {
  const rows = routePreloadRows(bundle, table, '/app');

  it("lists each route's files beyond the entry: its chunks, what they import, and their CSS", () => {
    expect(rows).toContainEqual([['/genres/:genre'], ['/assets/genre.js', '/assets/grid.js', '/assets/grid.css']]);
    expect(rows).toContainEqual([['/tournament'], ['/assets/tournament.js']]);
  });

  it('gives routes that share a screen one row, and routes the entry already serves none', () => {
    expect(rows).toContainEqual([
      ['/latest-games', '/spotlight'],
      ['/assets/list.js', '/assets/grid.js', '/assets/grid.css'],
    ]);
    expect(rows.flatMap(([patterns]) => patterns)).not.toContain('/home');
    expect(rows).toHaveLength(3);
  });

  it('fails the build when a screen of the table is in no chunk', () => {
    expect(() => routePreloadRows(bundle, [{ path: '/gone', screen: 'gone/gone-screen' }], '/app')).toThrow(/gone\/gone-screen/);
  });
});

describe('the inline preload script', () => {
  const rows: PreloadRow[] = [
    [['/genres/:genre'], ['/assets/genre.js', '/assets/grid.css']],
    [['/tournament'], ['/assets/tournament.js']],
  ];

  it('adds a module preload for each script and a style preload for each stylesheet of the matching route', () => {
    const { doc, head } = fakeDocument();
    preloadRoute(rows, '/genres/racing', doc);
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/assets/genre.js' },
      { rel: 'preload', as: 'style', href: '/assets/grid.css' },
    ]);
  });

  it.each(['/genres', '/genres/', '/genres/racing/more', '/home', '/tournament/x'])(
    'adds nothing for %s, which no row matches',
    (path) => {
      const { doc, head } = fakeDocument();
      preloadRoute(rows, path, doc);
      expect(head).toEqual([]);
    },
  );

  it('is self-contained text that runs on its own, as it does inline in index.html', () => {
    const { doc, head } = fakeDocument();
    const script = routePreloadScript(rows);
    new Function('location', 'document', 'window', script)({ pathname: '/tournament' }, doc, {});
    expect(head).toEqual([{ rel: 'modulepreload', href: '/assets/tournament.js' }]);
  });

  it("waits for the boot script's start, after the page's largest picture, when there is one", () => {
    const { doc, head } = fakeDocument();
    const queued: Array<() => void> = [];
    const win = { [AFTER_PICTURE_GLOBAL]: (task: () => void) => queued.push(task) };
    new Function('location', 'document', 'window', routePreloadScript(rows))({ pathname: '/tournament' }, doc, win);
    expect(head).toEqual([]);
    queued.forEach((task) => task());
    expect(head).toEqual([{ rel: 'modulepreload', href: '/assets/tournament.js' }]);
  });

  it("starts the files of the address a Play link's first touch names, while the page's own stays where it is", () => {
    const { doc, head } = fakeDocument();
    const queued: Array<(pathname?: string) => void> = [];
    const win = { [AFTER_PICTURE_GLOBAL]: (task: (pathname?: string) => void) => queued.push(task) };
    new Function('location', 'document', 'window', routePreloadScript(rows))({ pathname: '/home' }, doc, win);
    queued.forEach((task) => task('/tournament'));
    expect(head).toEqual([{ rel: 'modulepreload', href: '/assets/tournament.js' }]);
  });
});
