import { resolve } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import type { RouteRow } from '../src/ui/route-manifest';
import { routeSources } from './route-sources';
import { AFTER_PICTURE_GLOBAL } from './boot-script';

/** Route patterns and the build files their screen needs beyond the entry. */
export type PreloadRow = [patterns: string[], files: string[]];

/** What the preload reads of a manifest row. */
export type RouteLoad = Pick<RouteRow, 'path' | 'screen' | 'areas'>;

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * Which files each route's screen (and its feature areas) loads beyond what the entry loads:
 * the chunks holding those modules, what they import statically, and their CSS. Routes that need
 * the same files share a row; routes that need nothing beyond the entry (/home) have none.
 */
export function routePreloadRows(bundle: Bundle, table: readonly RouteLoad[], root: string): PreloadRow[] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Chunk[]): Set<Chunk> => {
    const seen = new Set<Chunk>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file)!);
    };
    roots.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const chunkOf = (source: string): Chunk => {
    const id = resolve(root, source);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preload: no chunk holds ${source}; is the route manifest up to date?`);
    return chunk;
  };
  const rows = new Map<string, PreloadRow>();
  for (const row of table) {
    if (row.path === '*') continue;
    const needed = [...closure(routeSources(row).map(chunkOf))].filter((chunk) => !entry.has(chunk));
    const files = [
      ...needed.map((chunk) => chunk.fileName),
      ...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
    ].map((file) => `/${file}`);
    if (files.length === 0) continue;
    const key = files.join(' ');
    const shared = rows.get(key);
    if (shared) shared[0].push(row.path);
    else rows.set(key, [[row.path], files]);
  }
  return [...rows.values()];
}

/**
 * Runs inline in index.html before anything else: when the page's path matches a row, the row's
 * files start downloading beside the entry. Self-contained, because it is inlined as text; a path
 * that matches nothing, or a failed download, changes nothing: the screen's own import then
 * fetches what is missing.
 */
export function preloadRoute(rows: PreloadRow[], pathname: string, doc: Document): void {
  const parts = pathname.split('/');
  const matches = (pattern: string) => {
    const wanted = pattern.split('/');
    return (
      wanted.length === parts.length && wanted.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
    );
  };
  const row = rows.find(([patterns]) => patterns.some(matches));
  for (const href of row?.[1] ?? []) {
    const link = doc.createElement('link');
    // CSS is only fetched here; the screen's import applies it when the screen loads.
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * The inline script: the rows as data and the function above, called with the page's path once
 * the boot script lets the portal's code start (after the page's largest picture,
 * scripts/boot-script.ts AFTER_PICTURE_GLOBAL), or at once without it; and again with the play
 * screen's path when the boot script sees a Play link's first touch.
 */
export function routePreloadScript(rows: PreloadRow[]): string {
  const preload = `(pathname) => (${preloadRoute.toString()})(${JSON.stringify(rows)}, pathname ?? location.pathname, document)`;
  return `(window.${AFTER_PICTURE_GLOBAL} ?? ((task) => task()))(${preload});`;
}

/**
 * A deep link's largest picture on slow mobile data: without this, a lazy screen's code is
 * requested only once the entry has downloaded and run, a second round trip. This puts a small inline script in
 * index.html's head that starts the screen's files with the entry. The portal server allows this
 * one script by its hash in the Content-Security-Policy (src/composition/server/security-headers.ts).
 */
export function routePreload(table: readonly RouteLoad[], root: string): Plugin {
  return {
    name: 'portal-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        const script = `<script>${routePreloadScript(routePreloadRows(ctx.bundle, table, root))}</script>\n    `;
        // Before the entry's script tag, or where the boot script took it out, before the
        // stylesheet: an inline script after a stylesheet waits for it.
        const at = ['<script type="module"', '<link rel="stylesheet"', '</head>']
          .map((tag) => html.indexOf(tag))
          .find((index) => index >= 0);
        if (at === undefined) throw new Error('route-preload: index.html has no <head>');
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
