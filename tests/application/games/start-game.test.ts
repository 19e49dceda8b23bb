import { describe, expect, it } from 'vitest';
import { StartGame } from '../../../src/application/use-cases/games/start-game';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { ServiceError } from '../../../src/application/errors';
import { fakeSessions, player } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const sessions = fakeSessions();
  const who = player({ ...options, path: '/game-details/neon-drift' });
  const urls = new RedirectPolicy('https://play.example.com', { allowedRedirectOrigins: ['https://games.partner.example'] });
  return { sessions, ...who, start: new StartGame(sessions, who.requireLogin, urls) };
}

describe('StartGame', () => {
  it('starts a session and returns its id and the play URL', async () => {
    const { sessions, start } = setup();
    expect(await start.execute('g-7')).toEqual({ ok: true, sessionId: 'gs-1', playUrl: '/games/snake/' });
    expect(sessions.start).toHaveBeenCalledWith('g-7');
  });

  it('accepts a play URL on a trusted partner origin', async () => {
    const { sessions, start } = setup();
    sessions.start.mockResolvedValue({ sessionId: 'gs-2', playUrl: 'https://games.partner.example/snake' });
    expect(await start.execute('g-7')).toMatchObject({ ok: true, playUrl: 'https://games.partner.example/snake' });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/game', '//evil.example'])(
    'refuses the unsafe play URL %s',
    async (url) => {
      const { sessions, start } = setup();
      sessions.start.mockResolvedValue({ sessionId: 'gs-3', playUrl: url });
      expect(await start.execute('g-7')).toEqual({ ok: false, code: 'UNSAFE_URL', message: 'Something went wrong' });
    },
  );

  it('passes on the code and message of a refusal (premium game for a free player)', async () => {
    const { sessions, start } = setup();
    sessions.start.mockRejectedValue(
      new ServiceError('rejected', 'This is a premium game. Subscribe to play.', 'PREMIUM_REQUIRED', 403),
    );
    expect(await start.execute('g-9')).toEqual({
      ok: false,
      code: 'PREMIUM_REQUIRED',
      message: 'This is a premium game. Subscribe to play.',
    });
  });

  it('defaults to UNKNOWN and "Something went wrong"', async () => {
    const { sessions, start } = setup();
    sessions.start
      .mockRejectedValueOnce(new ServiceError('rejected', ''))
      .mockRejectedValueOnce(new ServiceError('server', 'HTTP 500', undefined, 500));
    expect(await start.execute('g-9')).toEqual({ ok: false, code: 'UNKNOWN', message: 'Something went wrong' });
    expect(await start.execute('g-9')).toEqual({ ok: false, code: 'UNKNOWN', message: 'Something went wrong' });
  });

  it('says NETWORK when there was no answer', async () => {
    const { sessions, start } = setup();
    sessions.start.mockRejectedValue(new ServiceError('network', ''));
    expect(await start.execute('g-9')).toEqual({ ok: false, code: 'NETWORK', message: 'Something went wrong' });
  });

  it('sends a guest to /login, remembering the game page, without starting a session', async () => {
    const { sessions, navigation, storage, start } = setup({ loggedIn: false });
    expect(await start.execute('g-7')).toMatchObject({ ok: false, code: 'LOGIN_REQUIRED' });
    expect(sessions.start).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/neon-drift');
  });
});
