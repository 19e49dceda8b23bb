import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { failed, ok } from './mock-envelope';
import { byPlays, toGameDto } from './games-dto';
import { GameSearchIndex } from './game-search-index';
import type { MockDb } from '../db';

/** How many games each part of a search answer holds at most. */
const SEARCH_LIMIT = 30;
const SUGGESTION_COUNT = 8;
const HOT_COUNT = 10;

/** One search index per seeded database (a reset seeds a new one). */
const indexes = new WeakMap<MockDb, GameSearchIndex>();
function searchIndex(db: MockDb): GameSearchIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new GameSearchIndex(db)));
  return index;
}

/** Search, the most searched games and hot games (spec §7). */
export function gamesSearchHandlers(ctx: MockContext) {
  return [
    /*
     * GET /play/games/search/{term}: searchedGames are games whose name contains the term, then
     * the games found by their family's Bangla name or a romanised spelling of it, or despite a
     * typo (GameSearchIndex); genreGames the games of genres whose name contains it (both
     * case-insensitive).
     */
    http.get('*/api/play/games/search/:term', ({ params }) => {
      const term = String(params.term).trim().toLowerCase();
      if (!term) return failed('Type something to search for.');
      const games = ctx.db.game.getAll().sort(byPlays);
      const genres = new Set(
        ctx.db.genre
          .getAll()
          .filter((genre) => genre.name.toLowerCase().includes(term))
          .map((genre) => genre.uniqueName),
      );
      const byName = games.filter((game) => game.name.toLowerCase().includes(term));
      const named = new Set(byName.map((game) => game.id));
      const byId = new Map(games.map((game) => [game.id, game]));
      const alike = searchIndex(ctx.db)
        .search(term)
        .filter((id) => !named.has(id))
        .map((id) => byId.get(id))
        .filter((game) => game !== undefined);
      return ok({
        searchedGames: [...byName, ...alike].slice(0, SEARCH_LIMIT).map(toGameDto),
        genreGames: games
          .filter((game) => genres.has(game.genre))
          .slice(0, SEARCH_LIMIT)
          .map(toGameDto),
      });
    }),
    // GET /play/game/search/items reads data.searchItems: what players search most (the most played games).
    http.get('*/api/play/game/search/items', () =>
      ok({ searchItems: ctx.db.game.getAll().sort(byPlays).slice(0, SUGGESTION_COUNT).map(toGameDto) }),
    ),
    // GET /play/hot/games reads data.games: the most liked games.
    http.get('*/api/play/hot/games', () => {
      const hot = ctx.db.game.getAll().sort((a, b) => b.totalLikes - a.totalLikes || byPlays(a, b));
      return ok({ games: hot.slice(0, HOT_COUNT).map(toGameDto) });
    }),
  ];
}
