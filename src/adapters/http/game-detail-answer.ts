import { ServiceError } from '../../application/errors';
import { namesSameGame, type GameDetail } from '../../domain/game';
import { MALFORMED_MESSAGE } from './http-client';
import { gameDetailDto, toGameDetail, validEntries } from './game-schemas';

/**
 * How many entries of a detail sent as a list are read. The page shows one game: a list of
 * thousands (a 5 MB answer) is never validated entry by entry on the main thread.
 */
export const DETAIL_ENTRIES_READ = 20;

const isNamed = (entry: unknown, asked: string): boolean => {
  const name = (entry as { uniqueName?: unknown } | null)?.uniqueName;
  return typeof name === 'string' && namesSameGame(name, asked);
};

/**
 * The game of a detail answer (spec §7 "GET /play/game/detail/byname/{name} reads data.games"),
 * read leniently (decision 0026): one game, or a list holding it.
 * - In a list, the entry with the uniqueName asked for is the game.
 * - Otherwise the answer's only game is: a game answered under another uniqueName (renamed, or an
 *   old link the server maps to the new name) is still the game asked for, and the page corrects
 *   its address.
 * - A list of several other games, or of more entries than DETAIL_ENTRIES_READ without the one
 *   asked for among the first, says nothing about the game: malformed, like an answer without a game.
 */
export function gameOfDetail(games: unknown, asked: string): GameDetail {
  const list = Array.isArray(games) ? games : [games];
  const read = list.slice(0, DETAIL_ENTRIES_READ);
  const named = read.find((entry) => isNamed(entry, asked));
  const parsed = named === undefined ? undefined : gameDetailDto.safeParse(named);
  if (parsed?.success) return toGameDetail(parsed.data);
  const valid = list.length > DETAIL_ENTRIES_READ ? [] : validEntries(read, gameDetailDto, toGameDetail);
  if (valid.length === 1) return valid[0]!;
  throw new ServiceError('malformed', MALFORMED_MESSAGE);
}
