import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { currentUser, hasStaleToken } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';
import {
  boardStage,
  currentTournament,
  findTournament,
  stageEntries,
  toEntryDto,
  toTournamentDto,
} from '../live/tournament-board';

/** Spec §8 "Tournament registration: error code 'Not Premium User' redirects to /plans." */
export const NOT_PREMIUM_USER = 'Not Premium User';
/** The home widget shows the top of the board (the call without a stage). */
const HOME_BOARD_SIZE = 10;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The tournament requests of spec §7 (the two event streams are in tournament-streams.ts). */
export function tournamentHandlers(ctx: MockContext) {
  return [
    // GET /tournament/details/{org}/{tournamentId} reads data.tournament; userState is the caller's.
    http.get('*/api/tournament/details/:org/:tournamentId', ({ params, request }) => {
      if (hasStaleToken(ctx, request)) return unauthorized();
      const tournament = findTournament(ctx.db, String(params.tournamentId));
      if (!tournament || tournament.org !== params.org)
        return failed('Tournament not found', { status: 404, code: 'TOURNAMENT_NOT_FOUND' });
      return ok({ tournament: toTournamentDto(ctx.db, tournament, currentUser(ctx, request)?.id ?? null) });
    }),
    // GET /tournament/open/status reads data.isOpen: whether the tournament in play takes registrations.
    http.get('*/api/tournament/open/status', () => ok({ isOpen: currentTournament(ctx.db)?.isOpen ?? false })),
    // GET /tournament/current/{org} reads data: the organisation's tournament in play (null when none).
    http.get('*/api/tournament/current/:org', ({ params, request }) => {
      if (hasStaleToken(ctx, request)) return unauthorized();
      const tournament = currentTournament(ctx.db, String(params.org));
      return ok(tournament ? toTournamentDto(ctx.db, tournament, currentUser(ctx, request)?.id ?? null) : null);
    }),
    // GET /tournament/leaderboard/{org}/{tournamentId}[/{stage}] reads data.leaderboard.
    http.get('*/api/tournament/leaderboard/:org/:tournamentId/:stage', ({ params }) => board(ctx, params, String(params.stage))),
    http.get('*/api/tournament/leaderboard/:org/:tournamentId', ({ params }) => board(ctx, params)),
    /*
     * POST /tournament/registration/{org} {tournamentid}: premium users only (spec §6); a free user
     * gets the code 'Not Premium User' (spec §8). A new registration starts in FIRST-ROUND (spec §3).
     */
    http.post('*/api/tournament/registration/:org', async ({ params, request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const tournament = findTournament(ctx.db, text(body.tournamentid));
      if (!tournament || tournament.org !== params.org)
        return failed('Tournament not found', { status: 404, code: 'TOURNAMENT_NOT_FOUND' });
      if (!tournament.isOpen) return failed('Registration for this tournament is closed.', { code: 'REGISTRATION_CLOSED' });
      if (!user.isPremiumUser) {
        return failed('Tournaments are for premium members. Choose a plan to take part.', {
          status: 403,
          code: NOT_PREMIUM_USER,
        });
      }
      const mine = { userId: { equals: user.id }, tournamentId: { equals: tournament.id } };
      if (ctx.db.tournamentRegistration.findFirst({ where: mine })) {
        return failed('You are already registered for this tournament.', { status: 409, code: 'ALREADY_REGISTERED' });
      }
      ctx.db.tournamentRegistration.create({
        id: ctx.nextId('reg'),
        userId: user.id,
        tournamentId: tournament.id,
        userState: 'FIRST-ROUND',
        registeredAt: ctx.now().toISOString(),
      });
      return ok({ tournamentId: tournament.id, userState: 'FIRST-ROUND' });
    }),
    // POST /tournament/game/start {tournamentid, gamecode}: registered players of a running tournament.
    http.post('*/api/tournament/game/start', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const tournament = findTournament(ctx.db, text(body.tournamentid));
      if (!tournament) return failed('Tournament not found', { status: 404, code: 'TOURNAMENT_NOT_FOUND' });
      if (tournament.currentState === 'COMPLETED') return failed('This tournament is over.', { code: 'TOURNAMENT_OVER' });
      const mine = { userId: { equals: user.id }, tournamentId: { equals: tournament.id } };
      if (!ctx.db.tournamentRegistration.findFirst({ where: mine })) {
        return failed('Register for the tournament to play.', { status: 403, code: 'NOT_REGISTERED' });
      }
      const game = ctx.db.game.findFirst({ where: { uniqueName: { equals: text(body.gamecode) } } });
      if (!game || game.uniqueName !== tournament.gameUniqueName)
        return failed('Game not found', { status: 404, code: 'GAME_NOT_FOUND' });
      const now = ctx.now().toISOString();
      const sessionId = ctx.nextId('tgs');
      ctx.db.gameSession.create({ id: sessionId, userId: user.id, gameId: game.id, startedAt: now, updatedAt: now });
      return ok({ sessionId, gameUrl: game.playUrl });
    }),
    // POST /tournament/game/session/update {sessionid} returns data.
    http.post('*/api/tournament/game/session/update', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const id = text((await jsonBody(request)).sessionid);
      const where = { id: { equals: id }, userId: { equals: user.id } };
      if (!id || !ctx.db.gameSession.findFirst({ where })) return failed('Game session not found', { status: 404 });
      const updatedAt = ctx.now().toISOString();
      ctx.db.gameSession.update({ where, data: { updatedAt } });
      return ok({ sessionId: id, updatedAt });
    }),
  ];
}

/** Without a stage: the top of the stage in play (the home widget); FINAL of a live tournament may be empty. */
function board(ctx: MockContext, params: Record<string, unknown>, stage?: string) {
  const tournament = findTournament(ctx.db, String(params.tournamentId));
  if (!tournament || tournament.org !== params.org)
    return failed('Tournament not found', { status: 404, code: 'TOURNAMENT_NOT_FOUND' });
  const entries = stageEntries(ctx.db, tournament.id, stage ?? boardStage(tournament.currentState)).map(toEntryDto);
  return ok({ leaderboard: stage ? entries : entries.slice(0, HOME_BOARD_SIZE) });
}
