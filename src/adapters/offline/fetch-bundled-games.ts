import type { BundledGamesPort } from '../../application/ports/bundled-games.port';
import { ServiceError } from '../../application/errors';
import type { BundledGames } from '../../domain/saved-games';

/** Built by scripts/bundled-game-files.ts beside the games. */
export const BUNDLED_GAME_FILES_URL = '/games/files.json';

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/games/');

/** Only well-formed games are kept; a file outside /games/ is never fetched into the cache. */
export function parseBundledGames(body: unknown): BundledGames {
  const games: BundledGames = {};
  if (!body || typeof body !== 'object') return games;
  for (const [slug, value] of Object.entries(body as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { bytes, files } = value as { bytes?: unknown; files?: unknown };
    if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0 || !Array.isArray(files)) continue;
    if (files.length === 0 || !files.every(isPath)) continue;
    games[slug.toLowerCase()] = { bytes, files: [...files] };
  }
  return games;
}

/** The portal's own file of bundled games, from its own origin (not the API). */
export class FetchBundledGames implements BundledGamesPort {
  constructor(private readonly fetcher: typeof fetch = (...args) => globalThis.fetch(...args)) {}

  async load(): Promise<BundledGames> {
    let response: Response;
    try {
      response = await this.fetcher(BUNDLED_GAME_FILES_URL);
    } catch {
      throw new ServiceError('network', 'No connection. The game sizes will show when you are back online.');
    }
    if (!response.ok) throw new ServiceError('server', 'The game sizes could not be loaded.', undefined, response.status);
    try {
      return parseBundledGames(await response.json());
    } catch {
      throw new ServiceError('malformed', 'The game sizes could not be read.');
    }
  }
}
