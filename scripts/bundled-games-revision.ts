import { createHash } from 'node:crypto';

/** One file of the worker's precache list as the build lists it (Workbox's revision is its MD5). */
export interface PrecacheListEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The list of the bundled games' pages and sizes, as the build writes it (scripts/bundled-game-files.ts). */
export const BUNDLED_GAME_LIST = 'games/files.json';
const GAME_PAGE = /^games\/[^/]+\/index\.html$/;

/**
 * The bundled games' pages are not precached (they are kept when played, saved or asked for by the
 * daily challenge), but the worker must change when one of them does: it answers a page it kept
 * during this build without asking the network (src/adapters/service-worker/build-stamp.ts), and
 * only a new worker, a new build, asks again. So the list of the games (precached, a few hundred
 * bytes) gets a revision that covers every game's page: a new page of any game is a new list, a new
 * precache list, a new worker and its update offer. The pages themselves leave the list.
 */
export function bundledGamesInOneRevision(entries: PrecacheListEntry[]): { manifest: PrecacheListEntry[]; warnings: string[] } {
  const pages = entries.filter((entry) => GAME_PAGE.test(entry.url)).sort((a, b) => a.url.localeCompare(b.url));
  const rest = entries.filter((entry) => !GAME_PAGE.test(entry.url));
  const list = rest.find((entry) => entry.url === BUNDLED_GAME_LIST);
  if (pages.length > 0 && !list) {
    return { manifest: rest, warnings: [`${BUNDLED_GAME_LIST} is missing: the worker cannot tell a new game's page`] };
  }
  const revision = createHash('md5');
  for (const entry of [list, ...pages]) revision.update(`${entry?.url} ${entry?.revision}\n`);
  return {
    manifest: rest.map((entry) => (entry === list ? { ...entry, revision: revision.digest('hex') } : entry)),
    warnings: [],
  };
}
