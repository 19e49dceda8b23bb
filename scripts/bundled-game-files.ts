import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where the portal finds the bundled games' files and sizes (served beside the games). */
export const BUNDLED_GAME_FILES_PATH = '/games/files.json';

/** One bundled game: every address its page loads, and their bytes together. */
export interface BundledGameFiles {
  bytes: number;
  files: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What "Save for offline" stores and what a card and the game page show as the download size:
 * each game of public/games/index.json is its own folder plus the shared folder every game's page
 * loads (public/games/shared). The game's own address (/games/<slug>/, which the server answers
 * with its index.html) is listed too, since that is the address a game is opened at.
 */
export function bundledGameFiles(publicDir: string): Record<string, BundledGameFiles> {
  const gamesDir = join(publicDir, 'games');
  const index = JSON.parse(readFileSync(join(gamesDir, 'index.json'), 'utf8')) as { slug: string }[];
  const url = (path: string) => `/${relative(publicDir, path).split(sep).join('/')}`;
  const shared = filesUnder(join(gamesDir, 'shared'));
  const result: Record<string, BundledGameFiles> = {};
  for (const { slug } of index) {
    const own = filesUnder(join(gamesDir, slug));
    const paths = [...own, ...shared];
    const bytes = paths.reduce((sum, path) => sum + statSync(path).size, 0);
    result[slug] = { bytes, files: [`/games/${slug}/`, ...paths.map(url)] };
  }
  return result;
}

/** Writes /games/files.json into the build, and serves it in `npm run dev`. */
export function bundledGameFilesPlugin(publicDir: string): Plugin {
  const source = () => `${JSON.stringify(bundledGameFiles(publicDir))}\n`;
  return {
    name: 'portal-bundled-game-files',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUNDLED_GAME_FILES_PATH.slice(1), source: source() });
    },
    configureServer(server) {
      server.middlewares.use(BUNDLED_GAME_FILES_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(source());
      });
    },
  };
}
