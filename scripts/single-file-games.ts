import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import { gamePageHtml } from './game-page-parts';

/**
 * A bundled game as ONE self-contained HTML page (docs/decisions/0042): its styles are a <style>
 * element and its code one inline <script>, so the page loads nothing else. A game framed in an
 * opaque origin is a page the service worker can answer, but none of whose own requests it ever
 * sees; a page that makes no requests plays offline from the worker's caches.
 *
 * A game is written in TypeScript under src/games/<slug>/ (docs/decisions/0050): page.html (its
 * body, with the shared parts of scripts/game-page-parts.ts), style.css, and main.ts, bundled with
 * the engine it imports into one minified script at the end of <body>, after the page is parsed.
 */
export async function typedGamePage(gamesDir: string, slug: string, title: string): Promise<string> {
  const dir = join(gamesDir, slug);
  const bundle = await build({
    input: join(dir, 'main.ts'),
    write: false,
    logLevel: 'warn',
    platform: 'browser',
    output: { format: 'iife', minify: true, comments: { legal: false } },
  });
  const script = bundle.output[0].code;
  const style = [join(gamesDir, 'engine', 'base.css'), join(dir, 'style.css')]
    .filter((file) => existsSync(file))
    .map((file) => inlineStyle(readFileSync(file, 'utf8')))
    .join('');
  return gamePageHtml({ title, style, body: readFileSync(join(dir, 'page.html'), 'utf8'), script: inlineScript(script) });
}

/** A script as the body of an inline <script>: its text may not close the element. */
function inlineScript(source: string): string {
  if (/<\/script|<!--/i.test(source)) throw new Error('a game script contains "</script" or "<!--" and cannot be inlined');
  return source.startsWith('\n') ? source : `\n${source}`;
}

/** A stylesheet as the body of a <style>: no url() to fetch, and nothing that closes the element. */
function inlineStyle(source: string): string {
  if (/<\/style/i.test(source)) throw new Error('a game stylesheet contains "</style" and cannot be inlined');
  if (/url\(\s*['"]?(?!data:)/i.test(source)) throw new Error('a game stylesheet loads a file (url()) and cannot be inlined');
  return source.endsWith('\n') ? source : `${source}\n`;
}
