// The JavaScript a page loads before it is idle, measured on a production build: shared by
// `npm run bench` (bench/run.ts) and the size gate of `npm test` (tests/e2e/gates/size-gate.e2e.ts).
//
// Rule: the entry chunk of index.html and its static imports, plus the route's lazy module(s) and
// their static imports, each file counted once, gzip level 9. Lazy chunks the page fetches later
// (the areas every page loads once the browser is idle, a widget loaded near the viewport) are not
// counted: they do not hold up the first paint or the first interaction.
//
// The chunk graph comes from Vite's manifest (`build.manifest: true` → <outDir>/.vite/manifest.json).
// Both callers build programmatically and ask for the manifest themselves, so the project's
// vite.config.ts does not need it. Which modules a route loads comes from the route manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type RouteRow } from '../src/ui/route-manifest';
import { FEATURE_AREAS } from '../src/application/ports/feature-areas.port';
import { areaChunkName, areaSource, ownChunkAreas, screenSource } from './route-sources';

/**
 * The /home budgets (1 KB = 1024 bytes): everything it loads before it is idle (the entry, its
 * screen and the catalogue of its language; the areas every page loads wait for idle,
 * src/ui/hooks/after-idle.ts) ≤ 150 KB gzip, and of that the entry ≤ 149 KB gzip. The goal is
 * 130 KB and 120 KB (docs/performance.md), which the design card's stack on the first screen does
 * not leave room for (docs/decisions/0065).
 */
export const HOME_FIRST_LOAD_BUDGET_BYTES = 150 * 1024;
export const HOME_ENTRY_BUDGET_BYTES = 149 * 1024;

export interface ManifestChunk {
  file: string;
  /** The chunk's name (e.g. a chunk group the route manifest names). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface SizedFile {
  /** Path inside the build output, e.g. "assets/index-abc123.js". */
  file: string;
  gzipBytes: number;
  /** What the page loads it for, in a few words (the size gate prints it). */
  role: string;
}

export interface FirstLoad {
  files: SizedFile[];
  totalGzipBytes: number;
  /** The entry file and what it imports statically: what every page downloads first. */
  entryGzipBytes: number;
  css: SizedFile[];
  cssGzipBytes: number;
}

/**
 * The lazy modules a route loads before its screen can render, from its manifest row: none for a
 * screen in the entry file, `chunk:<name>` for a screen in a named chunk, otherwise the screen's
 * module and its feature areas' modules.
 */
export function routeModules(row: RouteRow): string[] {
  if (row.load === 'entry') return [];
  if (typeof row.load === 'object') return [`chunk:${row.load.chunk}`];
  // An area in a chunk group of its own is that chunk (route-build.ts).
  const grouped = new Set(ownChunkAreas(ROUTES, FEATURE_AREAS));
  return [
    screenSource(row),
    ...(row.areas ?? []).map((area) => (grouped.has(area) ? `chunk:${areaChunkName(area)}` : areaSource(area))),
  ];
}

/**
 * The lazy modules of the manifest row whose path pattern is `path` (e.g. '/genres/:genre'), and the
 * catalogue of the language the page speaks: the entry waits for it before the first render
 * (docs/decisions/0038), so it counts in the first load like the screen's own code.
 */
export function routeModulesAt(path: string, locale: 'en' | 'bn' = 'en'): string[] {
  const row = ROUTES.find((candidate) => candidate.path === path);
  if (!row) throw new Error(`The route manifest has no row for ${path}.`);
  return [...routeModules(row), catalogueModule(locale)];
}

/** The source of a language's catalogue, as the Vite manifest names its chunk. */
export const catalogueModule = (locale: 'en' | 'bn'): string => `src/ui/i18n/locales/${locale}.po`;

export function readManifest(outDir: string): Record<string, ManifestChunk> {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `No Vite manifest at ${path}. Build with \`build.manifest: true\` (e.g. \`npx vite build --manifest\`) ` +
        'so that the first-load JavaScript can be computed from the chunk graph.',
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * The first-load JavaScript of a page whose lazy route loads `modules` (source paths relative to
 * the project root, or `chunk:<name>`), with each file's gzip size.
 */
export function firstLoadJs(outDir: string, modules: readonly string[]): FirstLoad {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const roots = modules.map((module) => {
    const key = module.startsWith('chunk:')
      ? Object.keys(manifest).find(
          (k) => manifest[k]!.name === module.slice('chunk:'.length) && manifest[k]!.file.endsWith('.js'),
        )
      : manifest[module]?.isDynamicEntry && module;
    if (!key) throw new Error(`${module} is not a lazily loaded chunk of this build; is the route manifest up to date?`);
    return key;
  });
  const keys = staticClosure(manifest, [entryKey, ...roots]);
  const inEntry = new Set(staticClosure(manifest, [entryKey]));
  const files = keys
    .filter((key) => manifest[key]!.file.endsWith('.js'))
    .map((key) => {
      const file = manifest[key]!.file;
      return { file, gzipBytes: gzipSize(join(outDir, file)), role: roleOf(key, manifest[key]!, inEntry.has(key)) };
    });
  // The build makes one stylesheet for every screen (cssCodeSplit: false); the manifest lists it
  // on its own, as 'style.css', not under the chunks that need it.
  const shared = manifest['style.css'] ? [manifest['style.css'].file] : [];
  const css = [...new Set([...shared, ...keys.flatMap((key) => manifest[key]!.css ?? [])])].map((file) => ({
    file,
    gzipBytes: gzipSize(join(outDir, file)),
    role: 'the stylesheet of every screen',
  }));
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    entryGzipBytes: files.filter((f) => inEntry.has(keyOfFile(manifest, f.file))).reduce((sum, f) => sum + f.gzipBytes, 0),
    css,
    cssGzipBytes: css.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

const keyOfFile = (manifest: Record<string, ManifestChunk>, file: string): string =>
  Object.keys(manifest).find((key) => manifest[key]!.file === file)!;

/** What a counted file is for, from its place in the chunk graph and its source. */
function roleOf(key: string, chunk: ManifestChunk, inEntry: boolean): string {
  if (chunk.isEntry) return 'entry: the shell, /home and the services every page needs';
  if (inEntry) return 'imported by the entry';
  const catalogue = /(?:^|\/)i18n\/locales\/(\w+)\.po$/.exec(key);
  if (catalogue) return `catalogue: the shell's words (${catalogue[1]})`;
  if (/\.po$/.test(key)) return `catalogue: ${key}`;
  const area = FEATURE_AREAS.find((name) => chunk.name === areaChunkName(name) || key === areaSource(name));
  if (area) return `feature area: ${area}`;
  if (chunk.src?.startsWith('src/ui/screens/')) return `screen: ${chunk.src}`;
  return `chunk: ${chunk.name ?? key}`;
}

/** The manifest keys reachable from `roots` through static imports only, each once. */
export function staticClosure(manifest: Record<string, ManifestChunk>, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest names ${key} but has no entry for it.`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

export const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
