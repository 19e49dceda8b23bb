import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { gameContentSecurityPolicy, gamePageSlug, scriptHashesOf } from '../src/composition/server/game-security-headers';
import { typedGamePage } from './single-file-games';

/** Where the portal finds the bundled games' files and sizes (served beside the games). */
export const BUNDLED_GAME_FILES_PATH = '/games/files.json';

/** One bundled game: the addresses it needs on the device (its one page), and their bytes together. */
export interface BundledGameFiles {
  bytes: number;
  files: string[];
}

const catalogue = (publicDir: string) =>
  JSON.parse(readFileSync(join(publicDir, 'games', 'index.json'), 'utf8')) as { slug: string; title: string }[];

/** Where the games' TypeScript sources are, beside the public folder. */
const gamesSourceDir = (publicDir: string) => join(publicDir, '..', 'src', 'games');

/** One bundled game of public/games/index.json as its self-contained page. */
export async function singleFilePage(publicDir: string, slug: string): Promise<string | undefined> {
  const game = catalogue(publicDir).find((entry) => entry.slug === slug);
  if (!game) return undefined;
  return typedGamePage(gamesSourceDir(publicDir), slug, game.title);
}

/** Each bundled game of public/games/index.json as its one self-contained page, by slug. */
export async function singleFileGames(publicDir: string): Promise<Map<string, string>> {
  const slugs = catalogue(publicDir).map(({ slug }) => slug);
  const pages = await Promise.all(slugs.map(async (slug) => [slug, (await singleFilePage(publicDir, slug))!] as const));
  return new Map(pages);
}

/**
 * What "Save for offline" stores and what a card and the game page show as the download size: each
 * game of public/games/index.json is one self-contained page (scripts/single-file-games.ts) at the
 * address a game is opened at, /games/<slug>/ (docs/decisions/0042).
 */
export function bundledGameFiles(pages: ReadonlyMap<string, string>): Record<string, BundledGameFiles> {
  const result: Record<string, BundledGameFiles> = {};
  for (const [slug, html] of pages) result[slug] = { bytes: Buffer.byteLength(html, 'utf8'), files: [`/games/${slug}/`] };
  return result;
}

/**
 * Writes each bundled game's self-contained page over its index.html and /games/files.json into the
 * build, and serves both in `npm run dev`, the page with its sandboxing policy as the portal
 * server sends it.
 */
export function bundledGameFilesPlugin(publicDir: string): Plugin {
  const source = (pages: ReadonlyMap<string, string>) => `${JSON.stringify(bundledGameFiles(pages))}\n`;
  return {
    name: 'portal-bundled-game-files',
    async generateBundle() {
      const pages = await singleFileGames(publicDir);
      for (const [slug, html] of pages) this.emitFile({ type: 'asset', fileName: `games/${slug}/index.html`, source: html });
      this.emitFile({ type: 'asset', fileName: BUNDLED_GAME_FILES_PATH.slice(1), source: source(pages) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        const slug = gamePageSlug(req.url);
        if (path !== BUNDLED_GAME_FILES_PATH && !slug) return next();
        const answer = async () => {
          if (path === BUNDLED_GAME_FILES_PATH) {
            res.setHeader('Content-Type', 'application/json');
            res.end(source(await singleFileGames(publicDir)));
            return;
          }
          const html = await singleFilePage(publicDir, slug!);
          if (html === undefined) return next();
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Security-Policy', gameContentSecurityPolicy(scriptHashesOf(html)));
          res.end(html);
        };
        answer().catch(next);
      });
    },
  };
}
