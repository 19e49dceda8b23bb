import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { currentUser } from './current-user';
import { failed, ok } from './mock-envelope';
import { byPlays, gameById, pageOf, pageParams, toGameDetailDto, toGameDto } from './games-dto';

/** The game page: detail by name, similar games and the reviews (spec §2, §7). */
export function gamesDetailHandlers(ctx: MockContext) {
  return [
    // Spec §7 "GET /play/game/detail/byname/{name} reads data.games"; personal flags for the caller.
    http.get('*/api/play/game/detail/byname/:name', ({ params, request }) => {
      // Like many real backends, the mock finds a game whatever the case of its name in the address.
      const wanted = String(params.name).toLowerCase();
      const game = ctx.db.game.getAll().find((candidate) => candidate.uniqueName.toLowerCase() === wanted);
      if (!game) return failed('Game not found', { status: 404 });
      return ok({ games: toGameDetailDto(ctx.db, game, currentUser(ctx, request)) });
    }),
    // Spec §7 "GET /play/games/similar/{id}/1/10 reads data.games": the genre's other games.
    http.get('*/api/play/games/similar/:id/:page/:limit', ({ params }) => {
      const paging = pageParams(params);
      if (!paging) return failed('Page and limit must be positive whole numbers.');
      const game = gameById(ctx.db, params.id);
      if (!game) return failed('Game not found', { status: 404 });
      const similar = ctx.db.game
        .findMany({ where: { genre: { equals: game.genre } } })
        .filter((other) => other.id !== game.id)
        .sort(byPlays);
      return ok({ games: pageOf(similar, paging).map(toGameDto) });
    }),
    // Spec §7 "GET /play/game/rating/details/{gameId} reads data.gameRatings" (the client sorts by rating).
    http.get('*/api/play/game/rating/details/:gameId', ({ params }) => {
      const game = gameById(ctx.db, params.gameId);
      if (!game) return failed('Game not found', { status: 404 });
      const gameRatings = ctx.db.rating
        .findMany({ where: { gameId: { equals: game.id } } })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ id, userName, rating, comment, createdAt }) => ({ id, userName, rating, comment, createdAt }));
      return ok({ gameRatings });
    }),
  ];
}
