import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { startMockServer } from '../../support/mock-server';
import { gameRecord, gatewaysFor, requests } from './games-kit';

describe('HttpGameSessionGateway against the mock backend', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it('starts a free game for the free player: sends {gameId}, answers the session and the game URL', async () => {
    const game = gameRecord(server, { isPremium: false });
    const { sessions } = gatewaysFor(server, DEMO_FREE_USER.id);
    const started = await sessions.start(game.id);
    expect(requests(server).at(-1)).toEqual({ call: 'POST /api/play/game/start', body: { gameId: game.id } });
    expect(started).toEqual({ sessionId: expect.stringMatching(/^gs-/), playUrl: game.playUrl });
    expect(started.playUrl).toMatch(/^\/games\/[a-z0-9]+\/(\?[\w=&]+)?$/);
  });

  it('puts the started game first in recently played', async () => {
    const game = gameRecord(server, { isPremium: false, genre: 'logic' });
    const { sessions, catalogue } = gatewaysFor(server, DEMO_FREE_USER.id);
    await sessions.start(game.id);
    const recent = await catalogue.games({ list: 'recentlyPlayed', page: 1, limit: 30, view: 'full' });
    expect(recent[0]?.id).toBe(game.id);
    expect(recent.filter((g) => g.id === game.id)).toHaveLength(1);
  });

  it('refuses a premium game to the free player with PREMIUM_REQUIRED', async () => {
    const game = gameRecord(server, { isPremium: true });
    await expect(gatewaysFor(server, DEMO_FREE_USER.id).sessions.start(game.id)).rejects.toMatchObject({
      reason: 'rejected',
      code: 'PREMIUM_REQUIRED',
      message: 'This is a premium game. Subscribe to play.',
    });
    expect(server.backend().ctx.db.gameSession.count()).toBe(0);
  });

  it('lets the subscriber play a premium game', async () => {
    const game = gameRecord(server, { isPremium: true });
    await expect(gatewaysFor(server, DEMO_SUBSCRIBER.id).sessions.start(game.id)).resolves.toMatchObject({
      playUrl: game.playUrl,
    });
  });

  it('keeps a session alive with {sessionid}, and refuses an unknown session', async () => {
    const game = gameRecord(server, { isPremium: false });
    const { sessions } = gatewaysFor(server, DEMO_FREE_USER.id);
    const { sessionId } = await sessions.start(game.id);
    if (!sessionId) throw new Error('the mock names the session');
    await sessions.update(sessionId);
    expect(requests(server).at(-1)).toEqual({ call: 'POST /api/play/game/session/update', body: { sessionid: sessionId } });
    await expect(sessions.update('gs-unknown')).rejects.toMatchObject({ reason: 'rejected', message: 'Game session not found' });
  });

  it('refuses to start a game for a caller with neither a token nor a guest id, with a 401', async () => {
    const game = gameRecord(server, { isPremium: false });
    await expect(gatewaysFor(server, null).sessions.start(game.id)).rejects.toMatchObject({ reason: 'unauthorized' });
  });

  it("starts a guest's free game with {gameId, guestId}: the play counts, the session is the guest's, nothing else is recorded", async () => {
    const game = gameRecord(server, { isPremium: false });
    const { sessions, onUnauthorized } = gatewaysFor(server, null);
    const started = await sessions.start(game.id, { guestId: 'guest_7f3a' });
    expect(requests(server).at(-1)).toEqual({
      call: 'POST /api/play/game/start',
      body: { gameId: game.id, guestId: 'guest_7f3a' },
    });
    expect(started).toEqual({ sessionId: expect.stringMatching(/^gs-/), playUrl: game.playUrl });
    const { db } = server.backend().ctx;
    expect(db.gameSession.findFirst({ where: { id: { equals: started.sessionId ?? '' } } })?.userId).toBe('guest_7f3a');
    expect(db.game.findFirst({ where: { id: { equals: game.id } } })?.playCount).toBe(game.playCount + 1);
    expect(db.recentPlay.count({ where: { userId: { equals: 'guest_7f3a' } } })).toBe(0);
    await sessions.update(started.sessionId ?? '');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("answers a guest's premium start with a 401, which does not end anyone's session", async () => {
    const game = gameRecord(server, { isPremium: true });
    const { sessions, onUnauthorized } = gatewaysFor(server, null);
    await expect(sessions.start(game.id, { guestId: 'guest_7f3a' })).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(server.backend().ctx.db.gameSession.count()).toBe(0);
  });
});
