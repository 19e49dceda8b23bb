import { describe, expect, it, vi } from 'vitest';
import { OpenGame } from '../../../src/application/use-cases/games/open-game';
import { StartGame } from '../../../src/application/use-cases/games/start-game';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { ServiceError } from '../../../src/application/errors';
import { PlayedOnDevice } from '../../../src/application/use-cases/games/played-on-device';
import { detail, fakeCatalogue, fakeSessions, player } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const catalogue = fakeCatalogue();
  const sessions = fakeSessions();
  const who = player({ ...options, path: '/play/game-1' });
  const start = new StartGame(
    sessions,
    who.auth,
    who.requireLogin,
    new RedirectPolicy('https://play.example.com', { allowedRedirectOrigins: [] }),
  );
  const played = new PlayedOnDevice(who.storage, who.auth);
  return { catalogue, sessions, played, open: new OpenGame(catalogue, start, played) };
}

describe('OpenGame', () => {
  it('finds the game by its name, starts a session for its id and returns both', async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-42', uniqueName: 'neon-drift', name: 'Neon Drift' }));
    const result = await open.execute('neon-drift');
    expect(catalogue.detail).toHaveBeenCalledWith('neon-drift');
    expect(sessions.start).toHaveBeenCalledWith('g-42', undefined);
    expect(result).toMatchObject({ ok: true, sessionId: 'gs-1', playUrl: '/games/snake/', game: { name: 'Neon Drift' } });
  });

  it("says 'Game not found' and starts nothing when the game does not exist", async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockRejectedValue(new ServiceError('rejected', 'Game not found', undefined, 404));
    expect(await open.execute('nope')).toEqual({
      ok: false,
      code: 'GAME_NOT_FOUND',
      message: { code: 'game-not-found' },
      game: null,
    });
    expect(sessions.start).not.toHaveBeenCalled();
  });

  it('keeps the game with a refusal, so the screen can name it (premium game for a free player)', async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ name: 'Crown Quest', isPremium: true }));
    sessions.start.mockRejectedValue(
      new ServiceError('rejected', 'This is a premium game. Subscribe to play.', 'PREMIUM_REQUIRED', 403),
    );
    expect(await open.execute('crown-quest')).toMatchObject({
      ok: false,
      code: 'PREMIUM_REQUIRED',
      message: { code: 'refused', message: 'This is a premium game. Subscribe to play.' },
      game: { name: 'Crown Quest' },
    });
  });

  it("keeps a guest's game on the device for Continue playing once it has started", async () => {
    const { catalogue, played, open } = setup({ loggedIn: false });
    catalogue.detail.mockResolvedValue(detail({ id: 'g-5', uniqueName: 'neon-snake', name: 'Neon Snake' }));
    expect(await open.execute('neon-snake')).toMatchObject({ ok: true });
    expect(played.games()).toEqual([expect.objectContaining({ id: 'g-5', name: 'Neon Snake' })]);
  });

  it("names a free game's page while its session is still starting, so the page loads beside the start", async () => {
    const { catalogue, sessions, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-7', name: 'Neon Snake', playUrl: '/games/snake/?mode=wrap' }));
    let answer: (value: { sessionId: string; playUrl: string }) => void = () => undefined;
    sessions.start.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pages: unknown[] = [];
    const opening = open.execute('neon-snake', (page) => pages.push(page));
    await vi.waitFor(() => expect(sessions.start).toHaveBeenCalled());
    expect(pages).toEqual([{ game: expect.objectContaining({ name: 'Neon Snake' }), playUrl: '/games/snake/?mode=wrap' }]);
    answer({ sessionId: 'gs-7', playUrl: '/games/snake/?mode=wrap' });
    await expect(opening).resolves.toMatchObject({ ok: true, sessionId: 'gs-7' });
  });

  it("names no page before the session for a premium game, a guest's or a player's: the start checks the plan", async () => {
    for (const loggedIn of [true, false]) {
      const { catalogue, open } = setup({ loggedIn });
      catalogue.detail.mockResolvedValue(detail({ isPremium: true }));
      const pages: unknown[] = [];
      await open.execute('crown-quest', (page) => pages.push(page));
      expect(pages).toEqual([]);
    }
  });

  it('names no page before the session when the address fails the URL guard', async () => {
    const { catalogue, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ playUrl: 'javascript:alert(1)' }));
    const pages: unknown[] = [];
    await open.execute('bad-game', (page) => pages.push(page));
    expect(pages).toEqual([]);
  });

  it("does not keep a logged-in player's game on the device (the server keeps recently played)", async () => {
    const { catalogue, played, open } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-5' }));
    await open.execute('game-5');
    expect(played.games()).toEqual([]);
  });
});
