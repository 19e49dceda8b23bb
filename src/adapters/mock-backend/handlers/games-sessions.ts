import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';
import { gameById, nowIso } from './games-dto';

/** A guest's id as the client sends it with a start (spec §3 "guest_id: 'guest_' plus a generated id"). */
const GUEST_ID = /^guest_[\w-]{1,64}$/;

/** Starting and keeping alive a game session (spec §7 "POST /play/game/start", ".../session/update"). */
export function gamesSessionHandlers(ctx: MockContext) {
  return [
    /*
     * POST /play/game/start {gameId}: a premium game needs a premium player. Records the session
     * and a recent play (so "recently played" shows the game first) and answers {sessionId, gameUrl}.
     * A guest (no token, {gameId, guestId}) may start a free game: the play is counted and the
     * session kept under the guest id, with no recently played list (that belongs to an account).
     */
    http.post('*/api/play/game/start', async ({ request }) => {
      const user = currentUser(ctx, request);
      const body = await jsonBody(request);
      const guestId = typeof body.guestId === 'string' && GUEST_ID.test(body.guestId) ? body.guestId : null;
      if (!user && !guestId) return unauthorized();
      const game = gameById(ctx.db, body.gameId);
      if (!game) return failed('Game not found', { status: 404, code: 'GAME_NOT_FOUND' });
      if (game.isPremium && !user) return unauthorized();
      if (game.isPremium && !user?.isPremiumUser) {
        return failed('This is a premium game. Subscribe to play.', { status: 403, code: 'PREMIUM_REQUIRED' });
      }
      const now = nowIso(ctx);
      const sessionId = ctx.nextId('gs');
      const player = user?.id ?? guestId ?? '';
      ctx.db.gameSession.create({ id: sessionId, userId: player, gameId: game.id, startedAt: now, updatedAt: now });
      ctx.db.game.update({ where: { id: { equals: game.id } }, data: { playCount: game.playCount + 1 } });
      if (!user) return ok({ sessionId, gameUrl: game.playUrl });
      const mine = { userId: { equals: user.id }, gameId: { equals: game.id } };
      if (ctx.db.recentPlay.count({ where: mine }) > 0) ctx.db.recentPlay.update({ where: mine, data: { playedAt: now } });
      else ctx.db.recentPlay.create({ id: ctx.nextId('rp'), userId: user.id, gameId: game.id, playedAt: now });
      return ok({ sessionId, gameUrl: game.playUrl });
    }),
    /*
     * POST /play/game/session/update {sessionid}: only the session's own player may keep it alive;
     * a guest's session (no token) is kept alive by its id alone, which only that guest was given.
     */
    http.post('*/api/play/game/session/update', async ({ request }) => {
      const user = currentUser(ctx, request);
      const body = await jsonBody(request);
      const id = typeof body.sessionid === 'string' ? body.sessionid : '';
      const owner = user ? { equals: user.id } : { contains: 'guest_' };
      const where = { id: { equals: id }, userId: owner };
      if (!id || !ctx.db.gameSession.findFirst({ where })) return failed('Game session not found', { status: 404 });
      const updatedAt = nowIso(ctx);
      ctx.db.gameSession.update({ where, data: { updatedAt } });
      return ok({ sessionId: id, updatedAt });
    }),
  ];
}
