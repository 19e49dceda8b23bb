import { describe, expect, it, vi } from 'vitest';
import type { BundledGames } from '../../../src/domain/saved-games';
import { fakeDevice } from './offline-fakes';
import { createSavedGamesStore } from '../../../src/application/stores/saved-games.store';
import { LoadSavedGames } from '../../../src/application/use-cases/offline/load-saved-games';
import { SaveGameForOffline } from '../../../src/application/use-cases/offline/save-game-for-offline';
import { RemoveSavedGame } from '../../../src/application/use-cases/offline/remove-saved-game';
import { ServiceError } from '../../../src/application/errors';
import { detail } from '../games/games-fakes';

const BUNDLED: BundledGames = {
  snake: { bytes: 30_000, files: ['/games/snake/', '/games/snake/game.js', '/games/shared/kit.js'] },
  quiz: { bytes: 28_000, files: ['/games/quiz/', '/games/quiz/game.js', '/games/shared/kit.js'] },
};

function setup() {
  const device = fakeDevice();
  const store = createSavedGamesStore();
  const bundled = { load: vi.fn(async () => BUNDLED) };
  const estimate = { estimate: async () => ({ usage: 120_000, quota: 1_000_000 }) };
  const load = new LoadSavedGames(bundled, device.port, estimate, store);
  const clock = () => new Date(Date.UTC(2026, 0, 1));
  return {
    ...device,
    store,
    bundled,
    load,
    save: new SaveGameForOffline(device.port, store, load, clock),
    remove: new RemoveSavedGame(device.port, store, load),
  };
}

const snakeClassic = detail({ id: 'g-1', uniqueName: 'snake-classic', playUrl: '/games/snake/?mode=classic' });
const snakeMaze = detail({ id: 'g-2', uniqueName: 'snake-maze', playUrl: '/games/snake/?mode=maze' });
const quiz = detail({ id: 'g-3', uniqueName: 'quiz-world', playUrl: '/games/quiz/?mode=world' });

describe('Save for offline', () => {
  it('keeps every file of the game in the cache and lists the title with its size and page', async () => {
    const s = setup();
    expect(await s.save.execute(snakeClassic)).toBe('saved');
    expect([...s.cache].sort()).toEqual([...BUNDLED.snake!.files].sort());
    expect(s.store.saved).toMatchObject([{ slug: 'snake', bytes: 30_000, game: { uniqueName: 'snake-classic' } }]);
    expect(s.store.usage).toBe(120_000);
    expect(s.store.busy).toBeNull();
  });

  it('keeps the page without the player’s own state: saved games are the device’s, not an account’s', async () => {
    const s = setup();
    await s.save.execute({ ...snakeClassic, isLiked: true, isBookmarked: true, userRating: { rating: 5, comment: 'mine' } });
    expect(s.list.get('snake-classic')?.game).toMatchObject({ isLiked: false, isBookmarked: false, userRating: null });
  });

  it('reads the sizes once for every card and page', async () => {
    const s = setup();
    await Promise.all([s.load.loadSizes(), s.load.loadSizes(), s.load.execute()]);
    expect(s.bundled.load).toHaveBeenCalledOnce();
  });

  it('says a game hosted elsewhere cannot be saved, and keeps nothing', async () => {
    const s = setup();
    expect(await s.save.execute(detail({ playUrl: 'https://elsewhere.example/play' }))).toBe('not-bundled');
    expect(s.cache.size).toBe(0);
  });

  it('says why a save failed and lists nothing: no network, or no room on the device', async () => {
    const s = setup();
    vi.mocked(s.port.storeFiles).mockRejectedValueOnce(new ServiceError('network', 'offline'));
    expect(await s.save.execute(snakeClassic)).toBe('failed');
    expect(s.store.failure).toEqual({ uniqueName: 'snake-classic', problem: 'no-network' });
    vi.mocked(s.port.storeFiles).mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await s.save.execute(snakeClassic);
    expect(s.store.failure?.problem).toBe('no-room');
    expect(s.list.size).toBe(0);
  });

  it('keeps plain copies the device can store, never the live state the screens read', async () => {
    const s = setup();
    await s.load.loadSizes();
    s.store.bundled = { snake: { bytes: 1, files: ['/games/snake/'] } };
    expect(await s.save.execute(snakeClassic)).toBe('saved');
    expect(s.list.get('snake-classic')?.files).toEqual(['/games/snake/']);
  });

  it('removing a title keeps the files another saved title of the same game still plays', async () => {
    const s = setup();
    await s.save.execute(snakeClassic);
    await s.save.execute(snakeMaze);
    await s.save.execute(quiz);
    await s.remove.execute('snake-maze');
    expect(s.cache.has('/games/snake/game.js')).toBe(true);
    await s.remove.execute('snake-classic');
    expect(s.cache.has('/games/snake/game.js')).toBe(false);
    expect(s.cache.has('/games/shared/kit.js')).toBe(true);
    await s.remove.execute('quiz-world');
    expect(s.cache.size).toBe(0);
    expect(s.store.saved).toEqual([]);
  });
});
