// The JavaScript a page loads before it is usable, measured on a production build: shared by
// `npm run bench` (bench/run.ts) and the size gate of `npm test` (tests/e2e/gates/size-gate.e2e.ts).
//
// Rule (issue 7): the entry chunk of index.html and its static imports, plus the route's lazy
// module(s) and their static imports, each file counted once, gzip level 9. Lazy chunks the page
// may fetch later (dynamic imports of those modules, e.g. a widget loaded near the viewport) are
// not counted: they do not block the first paint or the first interaction.
//
// The chunk graph comes from Vite's manifest (`build.manifest: true` → <outDir>/.vite/manifest.json).
// Both callers build programmatically and ask for the manifest themselves, so the project's
// vite.config.ts does not need it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The /home budget of issue 7: first-load JavaScript ≤ 150 KB gzip (1 KB = 1024 bytes). */
export const HOME_FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * Route → the source module(s) its lazy route loads before the screen can render. Keep in step with
 * src/ui/routes.tsx: if a route also loads a lazy feature module (its use cases, gateways, stores),
 * add that module's source path here; `chunk:<name>` names a chunk that vite.config.ts groups by hand
 * (its modules then have no manifest entry of their own). The size gate's browser check fails when /home fetches a
 * script this model does not count, so a forgotten module cannot hide.
 */
export const ROUTE_MODULES = {
  // routes.tsx: /home is part of the entry (EAGER_SCREENS), so it loads no chunk of its own.
  '/home': [],
  '/game-details/:gameUniqueName': ['src/ui/screens/game-details/game-details-screen.tsx'],
  '/genres/:genre': ['src/ui/screens/genre/genre-screen.tsx'],
  // routes.tsx: /tournament also binds the 'tournament' and 'live' feature areas (use cases, stores);
  // vite.config.ts puts the screen and both areas in one chunk named 'tournament'.
  '/tournament': ['chunk:tournament'],
};

/** @param {string} outDir */
export function readManifest(outDir) {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `No Vite manifest at ${path}. Build with \`build.manifest: true\` (e.g. \`npx vite build --manifest\`) ` +
        'so that the first-load JavaScript can be computed from the chunk graph.',
    );
  }
  return /** @type {Record<string, ManifestChunk>} */ (JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * @typedef {{ file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean;
 *   imports?: string[]; dynamicImports?: string[]; css?: string[] }} ManifestChunk
 */

/**
 * The first-load JavaScript of a page whose lazy route loads `modules` (source paths, relative to
 * the project root), with each file's gzip size.
 * @param {string} outDir a `vite build` output folder that holds .vite/manifest.json
 * @param {readonly string[]} modules
 */
export function firstLoadJs(outDir, modules) {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const roots = modules.map((module) => {
    const key = module.startsWith('chunk:')
      ? Object.keys(manifest).find((k) => manifest[k].name === module.slice('chunk:'.length) && manifest[k].file.endsWith('.js'))
      : manifest[module]?.isDynamicEntry && module;
    if (!key) {
      throw new Error(
        `${module} is not a lazily loaded chunk of this build. Update ROUTE_MODULES in scripts/first-load-size.mjs ` +
          'to the module the route really loads.',
      );
    }
    return key;
  });
  const keys = staticClosure(manifest, [entryKey, ...roots]);
  const files = keys
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSize(join(outDir, file)) }));
  // vite.config.ts builds one stylesheet for every screen (cssCodeSplit: false); the manifest
  // lists it on its own, as 'style.css', not under the chunks that need it.
  const shared = manifest['style.css'] ? [manifest['style.css'].file] : [];
  const css = [...new Set([...shared, ...keys.flatMap((key) => manifest[key].css ?? [])])].map((file) => ({
    file,
    gzipBytes: gzipSize(join(outDir, file)),
  }));
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    css,
    cssGzipBytes: css.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/**
 * The manifest keys reachable from `roots` through static imports only, each once.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {readonly string[]} roots
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length) {
    const key = /** @type {string} */ (pending.pop());
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest names ${key} but has no entry for it.`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** @param {string} path */
export function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** @param {number} bytes */
export function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
