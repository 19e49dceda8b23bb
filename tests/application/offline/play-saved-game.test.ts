import { describe, expect, it } from 'vitest';
import { StartGame } from '../../../src/application/use-cases/games/start-game';
import { OpenGame } from '../../../src/application/use-cases/games/open-game';
import { PlayedOnDevice } from '../../../src/application/use-cases/games/played-on-device';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { SavedGameLookup } from '../../../src/application/use-cases/offline/saved-game-lookup';
import { ServiceError } from '../../../src/application/errors';
import { detail, fakeCatalogue, fakeSessions, player } from '../games/games-fakes';
import { fakeDevice } from './offline-fakes';

const FILES = ['/games/snake/', '/games/snake/game.js', '/games/shared/kit.js'];
const snake = detail({ uniqueName: 'snake-classic', playUrl: '/games/snake/?mode=classic' });

async function setup(options: { saved?: boolean; cached?: readonly string[] } = {}) {
  const device = fakeDevice();
  if (options.saved ?? true) {
    await device.port.put({ slug: 'snake', bytes: 30_000, files: FILES, savedAt: '', game: snake });
    await device.port.storeFiles(options.cached ?? FILES);
  }
  const who = player();
  const sessions = fakeSessions();
  sessions.start.mockRejectedValue(new ServiceError('network', 'No connection'));
  const catalogue = fakeCatalogue();
  catalogue.detail.mockRejectedValue(new ServiceError('network', 'No connection'));
  const lookup = new SavedGameLookup(device.port);
  const urls = new RedirectPolicy('https://portal.test', { allowedRedirectOrigins: [] });
  const start = new StartGame(sessions, who.auth, who.requireLogin, urls, lookup);
  const open = new OpenGame(catalogue, start, new PlayedOnDevice(who.storage, who.auth), lookup);
  return { open, start, sessions };
}

describe('a game saved on the device, without a network', () => {
  it('opens from the page kept with it and runs from its files, unrecorded', async () => {
    const { open } = await setup();
    const result = await open.execute('snake-classic');
    expect(result).toMatchObject({ ok: true, sessionId: null, game: { uniqueName: 'snake-classic' } });
    // Its page can then come only from the service worker, which the play screen's frame must reach.
    expect(result).toMatchObject({ fromDevice: true });
  });

  it('names no page before the session: a game from the device is framed as its start ends', async () => {
    const { open } = await setup();
    const pages: unknown[] = [];
    await open.execute('snake-classic', (page) => pages.push(page));
    expect(pages).toEqual([]);
  });

  it('is not "from the device" when the backend starts it: the frame keeps its sandbox attribute', async () => {
    const { start, sessions } = await setup();
    sessions.start.mockResolvedValue({ sessionId: 's-1', playUrl: '/games/snake/?mode=classic' });
    const result = await start.execute(snake);
    expect(result).toMatchObject({ ok: true, sessionId: 's-1' });
    expect(result).not.toHaveProperty('fromDevice');
  });

  it('does not run when a file is missing from the cache, and says there is no connection', async () => {
    const { start } = await setup({ cached: FILES.slice(0, 2) });
    expect(await start.execute(snake)).toMatchObject({ ok: false, code: 'NETWORK' });
  });

  it('is "not found" offline when it was never saved, as before', async () => {
    const { open } = await setup({ saved: false });
    expect(await open.execute('snake-classic')).toMatchObject({ ok: false, code: 'GAME_NOT_FOUND' });
  });
});
