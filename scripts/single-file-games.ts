import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'rolldown';
import { gamePageHtml } from './game-page-parts';

/**
 * A bundled game as ONE self-contained HTML page (docs/decisions/0042): its styles are a <style>
 * element and its code one inline <script>, so the page loads nothing else. A game framed in an
 * opaque origin is a page the service worker can answer, but none of whose own requests it ever
 * sees; a page that makes no requests plays offline from the worker's caches.
 *
 * A game is written in TypeScript under src/games/<slug>/ (docs/decisions/0051): page.html (its
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

/** True when the game is written in TypeScript under src/games/<slug>/. */
export const isTypedGame = (gamesDir: string, slug: string): boolean => existsSync(join(gamesDir, slug, 'main.ts'));

/**
 * A game still written as plain scripts under public/games/<slug>/: its stylesheets become <style>
 * elements and its scripts inline <script> elements at the end of <body>, in the order they ran.
 */
export function singleFileGame(gameDir: string): string {
  const html = readFileSync(join(gameDir, 'index.html'), 'utf8');
  const read = (href: string) => {
    if (/^[a-z]+:|^\//i.test(href)) throw new Error(`${gameDir}: only files of the games folder are inlined, not ${href}`);
    const path = resolve(gameDir, href);
    if (!path.startsWith(dirname(gameDir))) throw new Error(`${gameDir}: ${href} is outside the games folder`);
    return readFileSync(path, 'utf8');
  };
  const scripts: string[] = [];
  const withoutScripts = html.replace(/[ \t]*<script src="([^"]+)"(?: defer)?><\/script>\n?/g, (_, src: string) => {
    scripts.push(inlineScript(read(src)));
    return '';
  });
  const styled = withoutScripts.replace(
    /<link rel="stylesheet" href="([^"]+)">/g,
    (_, href: string) => `<style>\n${inlineStyle(read(href))}</style>`,
  );
  if (/<script\s[^>]*src=|<link rel="stylesheet"/.test(styled)) {
    throw new Error(`${gameDir}/index.html loads a file the single-file page could not inline`);
  }
  if (!styled.includes('</body>')) throw new Error(`${gameDir}/index.html has no </body>`);
  return styled.replace('</body>', `${scripts.map((s) => `<script>${s}</script>\n`).join('')}</body>`);
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
