import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { failed, ok } from './mock-envelope';
import { byPlays, pageOf, pageParams, toGameDto } from './games-dto';

type GenreRecord = ReturnType<MockContext['db']['genre']['getAll']>[number];
const toGenreDto = (genre: GenreRecord) => ({ uniqueName: genre.uniqueName, name: genre.name });

/** Spec §7 "GET /play/genres and GET /play/genres/most/popular read data.genreDtos"; genre listings. */
export function gamesGenreHandlers(ctx: MockContext) {
  return [
    http.get('*/api/play/genres', () =>
      ok({
        genreDtos: ctx.db.genre
          .getAll()
          .sort((a, b) => a.order - b.order)
          .map(toGenreDto),
      }),
    ),
    http.get('*/api/play/genres/most/popular', () =>
      ok({
        genreDtos: ctx.db.genre
          .getAll()
          .sort((a, b) => b.popularity - a.popularity)
          .map(toGenreDto),
      }),
    ),
    /*
     * GET /play/v3/games/genre/byname/{genre}/{page}/{limit}/{true|false}: true for the home page's
     * selected-genre rows, false for listings (spec §7). The client shuffles the rows, so the mock
     * answers both the same way: most played first.
     */
    http.get('*/api/play/v3/games/genre/byname/:genre/:page/:limit/:selected', ({ params }) => {
      const paging = pageParams(params);
      if (!paging) return failed('Page and limit must be positive whole numbers.');
      if (params.selected !== 'true' && params.selected !== 'false') return failed('The last segment must be true or false.');
      const genre = ctx.db.genre.findFirst({ where: { uniqueName: { equals: String(params.genre) } } });
      if (!genre) return failed('Genre not found', { status: 404 });
      const games = ctx.db.game.findMany({ where: { genre: { equals: genre.uniqueName } } }).sort(byPlays);
      return ok({ games: pageOf(games, paging).map(toGameDto) });
    }),
  ];
}
