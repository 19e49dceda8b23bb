import { describe, expect, it } from 'vitest';
import { StartGame } from '../../../src/application/use-cases/games/start-game';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { ServiceError } from '../../../src/application/errors';
import { fakeSessions, player } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const sessions = fakeSessions();
  const who = player({ ...options, path: '/game-details/neon-drift' });
  const urls = new RedirectPolicy('https://play.example.com', { allowedRedirectOrigins: ['https://games.partner.example'] });
  return { sessions, ...who, start: new StartGame(sessions, who.auth, who.requireLogin, urls) };
}

const FREE = { id: 'g-7', isPremium: false, playUrl: '/games/snake/?mode=wrap' };
const PREMIUM = { id: 'g-9', isPremium: true, playUrl: '/games/2048/' };

describe('StartGame', () => {
  it('starts a session and returns its id and the play URL', async () => {
    const { sessions, start } = setup();
    expect(await start.execute(FREE)).toEqual({ ok: true, sessionId: 'gs-1', playUrl: '/games/snake/' });
    expect(sessions.start).toHaveBeenCalledWith('g-7', undefined);
  });

  it('accepts a play URL on a trusted partner origin', async () => {
    const { sessions, start } = setup();
    sessions.start.mockResolvedValue({ sessionId: 'gs-2', playUrl: 'https://games.partner.example/snake' });
    expect(await start.execute(FREE)).toMatchObject({ ok: true, playUrl: 'https://games.partner.example/snake' });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/game', '//evil.example'])(
    'refuses the unsafe play URL %s',
    async (url) => {
      const { sessions, start } = setup();
      sessions.start.mockResolvedValue({ sessionId: 'gs-3', playUrl: url });
      expect(await start.execute(FREE)).toEqual({ ok: false, code: 'UNSAFE_URL', message: { code: 'something-went-wrong' } });
    },
  );

  it('passes on the code and message of a refusal (premium game for a free player)', async () => {
    const { sessions, start } = setup();
    sessions.start.mockRejectedValue(
      new ServiceError('rejected', 'This is a premium game. Subscribe to play.', 'PREMIUM_REQUIRED', 403),
    );
    expect(await start.execute(PREMIUM)).toEqual({
      ok: false,
      code: 'PREMIUM_REQUIRED',
      message: { code: 'refused', message: 'This is a premium game. Subscribe to play.' },
    });
  });

  it('defaults to UNKNOWN and "Something went wrong"', async () => {
    const { sessions, start } = setup();
    sessions.start
      .mockRejectedValueOnce(new ServiceError('rejected', ''))
      .mockRejectedValueOnce(new ServiceError('server', 'HTTP 500', undefined, 500));
    expect(await start.execute(PREMIUM)).toEqual({ ok: false, code: 'UNKNOWN', message: { code: 'something-went-wrong' } });
    expect(await start.execute(PREMIUM)).toEqual({ ok: false, code: 'UNKNOWN', message: { code: 'something-went-wrong' } });
  });

  it('says NETWORK and Something went wrong when there was no answer (spec §8)', async () => {
    const { sessions, start } = setup();
    sessions.start.mockRejectedValue(new ServiceError('network', ''));
    expect(await start.execute(PREMIUM)).toEqual({ ok: false, code: 'NETWORK', message: { code: 'something-went-wrong' } });
  });

  it('sends a guest who starts a premium game to /login, remembering the game page, without starting a session', async () => {
    const { sessions, navigation, storage, start } = setup({ loggedIn: false });
    expect(await start.execute(PREMIUM)).toMatchObject({ ok: false, code: 'LOGIN_REQUIRED' });
    expect(sessions.start).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/neon-drift');
  });

  it('lets a guest play a free game at once, reporting the play with the guest id', async () => {
    const { sessions, navigation, auth, start } = setup({ loggedIn: false });
    auth.guestId = 'guest_abc';
    expect(await start.execute(FREE)).toEqual({ ok: true, sessionId: 'gs-1', playUrl: '/games/snake/' });
    expect(sessions.start).toHaveBeenCalledWith('g-7', { guestId: 'guest_abc' });
    expect(navigation.visited).toEqual([]);
  });

  it("plays a guest's free game from its own address, unrecorded, when the backend wants sign-in for sessions", async () => {
    const { sessions, navigation, start } = setup({ loggedIn: false });
    sessions.start.mockRejectedValue(new ServiceError('unauthorized', 'Your session has ended.', undefined, 401));
    expect(await start.execute(FREE)).toEqual({ ok: true, sessionId: null, playUrl: '/games/snake/?mode=wrap' });
    expect(navigation.visited).toEqual([]);
  });

  it('runs the game from its own address when the start answer names none, still through the URL guard', async () => {
    const { sessions, start } = setup();
    sessions.start.mockResolvedValue({ sessionId: 'gs-4', playUrl: null });
    expect(await start.execute(FREE)).toEqual({ ok: true, sessionId: 'gs-4', playUrl: '/games/snake/?mode=wrap' });
    expect(await start.execute({ ...FREE, playUrl: 'javascript:alert(1)' })).toMatchObject({ ok: false, code: 'UNSAFE_URL' });
  });

  it('does not take a 401 for a logged-in player as a guest refusal', async () => {
    const { sessions, start } = setup();
    sessions.start.mockRejectedValue(new ServiceError('unauthorized', 'Your session has ended.', undefined, 401));
    expect(await start.execute(FREE)).toMatchObject({ ok: false });
  });
});
