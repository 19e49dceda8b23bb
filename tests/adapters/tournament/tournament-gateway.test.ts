import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { startMockServer } from '../../support/mock-server';
import { sessionFor, tournamentGateway } from './tournament-kit';

const server = startMockServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const ORG = 'gp-arena';
const WINTER = 'tn-2026-winter';

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

describe('HttpTournamentGateway against the mock', () => {
  it('reads the details: currentState for everyone, userState for the registered user', async () => {
    const guest = await tournamentGateway(null).gateway.details(ORG, WINTER);
    expect(guest).toMatchObject({ id: WINTER, org: ORG, currentState: 'SEMI-FINAL', userState: null });
    expect(guest.stages).toEqual(['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL']);
    const subscriber = await tournamentGateway(sessionFor(server, 'u-subscriber')).gateway.details(ORG, WINTER);
    expect(subscriber.userState).toBe('SEMI-FINAL');
  });

  it('reads the open status and the current tournament of the organisation', async () => {
    const { gateway } = tournamentGateway(null);
    expect(await gateway.isOpen()).toBe(true);
    expect((await gateway.current(ORG))?.id).toBe(WINTER);
  });

  it('reads a stage board best first, the home board without a stage, and FINAL as the winners', async () => {
    const { gateway } = tournamentGateway(null);
    const semi = await gateway.leaderboard(ORG, WINTER, 'SEMI-FINAL');
    expect(semi).toHaveLength(18);
    expect(semi.map((e) => e.rank)).toEqual(semi.map((_, i) => i + 1));
    expect([...semi].sort((a, b) => b.score - a.score)).toEqual(semi);
    expect(await gateway.leaderboard(ORG, WINTER)).toEqual(semi.slice(0, 10));
    expect(await gateway.leaderboard(ORG, WINTER, 'FINAL')).toEqual([]);
    expect(await gateway.leaderboard(ORG, 'tn-2026-autumn', 'FINAL')).toHaveLength(15);
  });

  it('reads a board of 12,000 players (a big answer, read in steps) whole and in order', async () => {
    expect(server.backend().live.sizeBoard(12_000, 'FIRST-ROUND')).toEqual({ stage: 'FIRST-ROUND', players: 12_000 });
    const board = await tournamentGateway(null).gateway.leaderboard(ORG, WINTER, 'FIRST-ROUND');
    expect(board).toHaveLength(12_000);
    expect(board[11_999]).toMatchObject({ rank: 12_000, playerName: 'Player 12000', score: 100 });
  }, 20_000);

  it("refuses a free user's registration with the code 'Not Premium User' (spec §8)", async () => {
    const error = await rejection(tournamentGateway(sessionFor(server, 'u-free')).gateway.register(ORG, WINTER));
    expect(error).toMatchObject({ reason: 'rejected', code: 'Not Premium User' });
  });

  it('registers a premium user, whose userState becomes FIRST-ROUND (spec §3)', async () => {
    const { gateway } = tournamentGateway(sessionFor(server, 'u-player-01'));
    await gateway.register(ORG, WINTER);
    expect((await gateway.details(ORG, WINTER)).userState).toBe('FIRST-ROUND');
    const again = await rejection(gateway.register(ORG, WINTER));
    expect(again.code).toBe('ALREADY_REGISTERED');
  });

  it('a guest registering gets the 401 of the cross-call rule', async () => {
    const { gateway, onUnauthorized } = tournamentGateway(null);
    expect((await rejection(gateway.register(ORG, WINTER))).reason).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('starts a tournament game for a registered player and keeps its session alive', async () => {
    const { gateway } = tournamentGateway(sessionFor(server, 'u-subscriber'));
    const details = await gateway.details(ORG, WINTER);
    const started = await gateway.startGame(WINTER, details.gameCode);
    expect(started.playUrl).toMatch(/^\/games\//);
    expect(started.sessionId).toEqual(expect.any(String));
    await expect(gateway.updateSession(started.sessionId ?? '')).resolves.toBeUndefined();
  });

  it('reads a start answer leniently: any session id shape, and only a missing game address fails', async () => {
    const { gateway } = tournamentGateway(sessionFor(server, 'u-subscriber'));
    const details = await gateway.details(ORG, WINTER);
    const answer = (data: unknown) =>
      server
        .backend()
        .faults.add({ match: '/api/tournament/game/start', body: JSON.stringify({ status: 'OK', data, errors: [] }), times: 1 });
    answer({ sessionid: 77, url: '/games/runner/', extra: { nested: [1, 2] } });
    expect(await gateway.startGame(WINTER, details.gameCode)).toEqual({ sessionId: '77', playUrl: '/games/runner/' });
    answer({ gameUrl: '/games/runner/', sessionId: { odd: true } });
    expect(await gateway.startGame(WINTER, details.gameCode)).toEqual({ sessionId: null, playUrl: '/games/runner/' });
    answer({ sessionId: 's-1' });
    expect(await rejection(gateway.startGame(WINTER, details.gameCode))).toMatchObject({ reason: 'malformed' });
  });

  it('refuses a tournament game to a player who has not registered, with a code', async () => {
    const { gateway } = tournamentGateway(sessionFor(server, 'u-player-01'));
    const details = await gateway.details(ORG, WINTER);
    expect(await rejection(gateway.startGame(WINTER, details.gameCode))).toMatchObject({
      reason: 'rejected',
      code: 'NOT_REGISTERED',
    });
  });
});
