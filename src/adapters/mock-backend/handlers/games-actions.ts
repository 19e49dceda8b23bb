import { http } from 'msw';
import { ratingAverageOf } from '../db';
import type { MockContext } from '../mock-context';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';
import { gameById, nowIso } from './games-dto';

/** Longest review the mock stores (the client refuses longer ones first). */
const MAX_COMMENT_LENGTH = 500;

/** Like, bookmark and rate: each needs a login and toggles or records the caller's own row. */
export function gamesActionHandlers(ctx: MockContext) {
  /** The caller and the game of a `{gameid}` body, or the response that refuses the call. */
  async function callerAndGame(request: Request) {
    const user = currentUser(ctx, request);
    if (!user) return { refusal: unauthorized() } as const;
    const body = await jsonBody(request);
    if (typeof body.gameid !== 'string' || !body.gameid) return { refusal: failed('gameid is required.') } as const;
    const game = gameById(ctx.db, body.gameid);
    if (!game) return { refusal: failed('Game not found', { status: 404 }) } as const;
    return { user, game, body } as const;
  }

  return [
    // POST /play/game/like {gameid}: toggles the like and answers the new state.
    http.post('*/api/play/game/like', async ({ request }) => {
      const call = await callerAndGame(request);
      if ('refusal' in call) return call.refusal;
      const { user, game } = call;
      const mine = { userId: { equals: user.id }, gameId: { equals: game.id } };
      const isLiked = ctx.db.like.count({ where: mine }) === 0;
      if (isLiked) ctx.db.like.create({ id: ctx.nextId('lk'), userId: user.id, gameId: game.id, createdAt: nowIso(ctx) });
      else ctx.db.like.deleteMany({ where: mine });
      const totalLikes = Math.max(0, game.totalLikes + (isLiked ? 1 : -1));
      ctx.db.game.update({ where: { id: { equals: game.id } }, data: { totalLikes } });
      return ok({ isLiked, totalLikes });
    }),
    // POST /play/game/bookmark {gameid}: spec §5 success is data.message 'Success'.
    http.post('*/api/play/game/bookmark', async ({ request }) => {
      const call = await callerAndGame(request);
      if ('refusal' in call) return call.refusal;
      const { user, game } = call;
      const mine = { userId: { equals: user.id }, gameId: { equals: game.id } };
      const isBookmarked = ctx.db.bookmark.count({ where: mine }) === 0;
      if (isBookmarked)
        ctx.db.bookmark.create({ id: ctx.nextId('bm'), userId: user.id, gameId: game.id, createdAt: nowIso(ctx) });
      else ctx.db.bookmark.deleteMany({ where: mine });
      // A server message the portal shows instead of its own text (spec §8 "A server message takes precedence").
      const displayMessage =
        isBookmarked && game.isPremium && !user.isPremiumUser
          ? 'Saved to your favorites. This is a premium game: subscribe to play it.'
          : undefined;
      return ok({ message: 'Success', isBookmarked, ...(displayMessage ? { displayMessage } : {}) });
    }),
    // POST /play/game/rating {gameid, rating, comment}: one rating per player and game; answers the new average.
    http.post('*/api/play/game/rating', async ({ request }) => {
      const call = await callerAndGame(request);
      if ('refusal' in call) return call.refusal;
      const { user, game, body } = call;
      const { rating } = body;
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
        return failed('Rating must be a whole number from 1 to 5.');
      }
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (comment.length > MAX_COMMENT_LENGTH) return failed(`Keep your review under ${MAX_COMMENT_LENGTH} characters.`);
      const mine = { userId: { equals: user.id }, gameId: { equals: game.id } };
      const fields = { rating, comment, createdAt: nowIso(ctx), userName: `${user.firstName} ${user.lastName}`.trim() };
      if (ctx.db.rating.count({ where: mine }) > 0) ctx.db.rating.update({ where: mine, data: fields });
      else ctx.db.rating.create({ id: ctx.nextId('rt'), userId: user.id, gameId: game.id, ...fields });
      const ratings = ctx.db.rating.findMany({ where: { gameId: { equals: game.id } } }).map((r) => r.rating);
      const ratingAverage = ratingAverageOf(ratings);
      ctx.db.game.update({ where: { id: { equals: game.id } }, data: { ratingAverage, ratingCount: ratings.length } });
      return ok({ ratingAverage, ratingCount: ratings.length });
    }),
  ];
}
