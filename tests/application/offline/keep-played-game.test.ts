import { describe, expect, it, vi } from 'vitest';
import { createSavedGamesStore } from '../../../src/application/stores/saved-games.store';
import { createDataSaverStore } from '../../../src/application/stores/data-saver.store';
import { LoadSavedGames } from '../../../src/application/use-cases/offline/load-saved-games';
import { RemoveSavedGame } from '../../../src/application/use-cases/offline/remove-saved-game';
import { SaveGameForOffline } from '../../../src/application/use-cases/offline/save-game-for-offline';
import { KeepPlayedGame } from '../../../src/application/use-cases/offline/keep-played-game';
import { MAX_PLAYED_KEPT, type BundledGames } from '../../../src/domain/saved-games';
import { detail } from '../games/games-fakes';
import { fakeDevice } from './offline-fakes';

const SLUGS = ['snake', 'quiz', 'racer', 'ludo', 'mines', 'word', 'runner', 'blocks', 'carrom', '2048'];
const BUNDLED: BundledGames = Object.fromEntries(
  SLUGS.map((slug) => [slug, { bytes: 10_000, files: [`/games/${slug}/`, `/games/${slug}/game.js`, '/games/shared/kit.js'] }]),
);

function setup() {
  const device = fakeDevice();
  const store = createSavedGamesStore();
  const dataSaver = createDataSaverStore();
  const load = new LoadSavedGames(
    { load: vi.fn(async () => structuredClone(BUNDLED)) },
    device.port,
    { estimate: async () => null },
    store,
  );
  let minute = 0;
  const clock = () => new Date(Date.UTC(2026, 0, 1, 0, minute++));
  const remove = new RemoveSavedGame(device.port, store, load);
  return {
    ...device,
    store,
    dataSaver,
    keep: new KeepPlayedGame(device.port, dataSaver, load, remove, clock),
    save: new SaveGameForOffline(device.port, store, load, clock),
  };
}

const title = (slug: string) => detail({ id: `g-${slug}`, uniqueName: `${slug}-title`, playUrl: `/games/${slug}/?mode=a` });

describe('a bundled game the player opens', () => {
  it('is kept on the device so it plays offline next time, marked as played', async () => {
    const s = setup();
    await s.keep.execute(title('snake'));
    expect(s.cache.has('/games/snake/game.js')).toBe(true);
    expect(s.store.saved).toMatchObject([{ slug: 'snake', played: true }]);
  });

  it('keeps only the most recently played ones, and never lets go of a saved one', async () => {
    const s = setup();
    await s.save.execute(title('2048'));
    for (const slug of SLUGS.slice(0, MAX_PLAYED_KEPT + 1)) await s.keep.execute(title(slug));
    const names = s.store.saved.map((entry) => entry.game.uniqueName);
    expect(names).toHaveLength(MAX_PLAYED_KEPT + 1);
    expect(names).not.toContain('snake-title');
    expect(names).toContain('2048-title');
    expect(s.cache.has('/games/snake/game.js')).toBe(false);
  });

  it('is not fetched again in data saver mode', async () => {
    const s = setup();
    s.dataSaver.on = true;
    await s.keep.execute(title('snake'));
    expect(s.port.storeFiles).not.toHaveBeenCalled();
  });

  it('stays a saved game when it was saved before being played', async () => {
    const s = setup();
    await s.save.execute(title('snake'));
    await s.keep.execute(title('snake'));
    expect(s.store.saved).toHaveLength(1);
    expect(s.store.saved[0]?.played).toBeUndefined();
  });

  it('renews a saved title’s copy with the deployed build’s files, and lets go of files only the old copy needed', async () => {
    const s = setup();
    await s.save.execute(title('snake'));
    expect(s.cache.has('/games/snake/game.js')).toBe(true);
    // The next deployment makes each game one page (docs/decisions/0042).
    s.store.bundled!.snake = { bytes: 30_000, files: ['/games/snake/'] };
    await s.keep.execute(title('snake'));
    expect(s.store.saved).toMatchObject([{ slug: 'snake', bytes: 30_000, files: ['/games/snake/'] }]);
    expect(s.store.saved[0]?.played).toBeUndefined();
    expect(s.cache.has('/games/snake/')).toBe(true);
    expect(s.cache.has('/games/snake/game.js')).toBe(false);
  });
});
