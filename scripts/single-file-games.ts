import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A bundled game as ONE self-contained HTML page (docs/decisions/0042): its stylesheets become
 * <style> elements and its scripts (the shared kit, the portal bridge, the game's own files) inline
 * <script> elements, so the page loads nothing else. A game framed in an opaque origin is a page
 * the service worker can answer, but none of whose own requests it ever sees; a page that makes
 * no requests plays offline from the worker's caches.
 *
 * The scripts were `defer`: they ran in order once the page was parsed. Inline, they go in the same
 * order at the end of <body>, where the page is parsed before they run, as before.
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
  return `\n${source}`;
}

/** A stylesheet as the body of a <style>: no url() to fetch, and nothing that closes the element. */
function inlineStyle(source: string): string {
  if (/<\/style/i.test(source)) throw new Error('a game stylesheet contains "</style" and cannot be inlined');
  if (/url\(\s*['"]?(?!data:)/i.test(source)) throw new Error('a game stylesheet loads a file (url()) and cannot be inlined');
  return source.endsWith('\n') ? source : `${source}\n`;
}
