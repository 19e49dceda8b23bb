import { describe, expect, it, vi } from 'vitest';
import type { GameCataloguePort } from '../../../src/application/ports/game-catalogue.port';
import { catalogueInFamilyMode } from '../../../src/application/use-cases/family/catalogue-in-family-mode';
import { ChildrenGameCatalogueGateway } from '../../../src/application/use-cases/family/children-game-catalogue';
import { isNotInFamilyMode } from '../../../src/application/use-cases/family/not-in-family-mode';
import type { Game, GameDetail } from '../../../src/domain/game';
import { ServiceError } from '../../../src/application/errors';
import { familySetup, LIMITS } from './family-fakes';
import { fakeStorage } from '../../support/fakes';

const game = (uniqueName: string, genre: string, isPremium = false): Game => ({
  id: uniqueName,
  uniqueName,
  name: uniqueName,
  genre,
  thumbnailUrl: '',
  isPremium,
});
const GAMES = [
  game('ludo-pals', 'kids'),
  game('zombie-run', 'horror'),
  game('jewel-memory', 'puzzle', true),
  game('rally-chase', 'racing'),
];
const detail = (g: Game): GameDetail => ({
  ...g,
  description: '',
  bannerUrl: '',
  playUrl: '',
  orientation: 'portrait',
  isBookmarked: false,
  isLiked: false,
  totalLikes: 0,
  rating: 0,
  ratingCount: 0,
  userRating: null,
});

/** The server's catalogue: every read answers the same four games. */
function serverCatalogue(): GameCataloguePort {
  return {
    games: vi.fn(async () => GAMES),
    genreGames: vi.fn(async () => GAMES),
    genres: vi.fn(async () => [{ uniqueName: 'kids', name: 'Kids' }]),
    detail: vi.fn(async (name: string) => {
      const found = GAMES.find((g) => g.uniqueName === name);
      if (!found) throw new ServiceError('rejected', 'Game not found');
      return detail(found);
    }),
    similar: vi.fn(async () => GAMES),
    search: vi.fn(async () => ({ searchedGames: GAMES, genreGames: GAMES })),
    searchItems: vi.fn(async () => GAMES),
    hotGames: vi.fn(async () => GAMES),
    trailers: vi.fn(async () => [{ id: 't', title: 'Rally', posterUrl: '', gameUniqueName: 'rally-chase' }]),
  };
}

const names = (games: readonly Game[]) => games.map((g) => g.uniqueName);

describe("the children's catalogue as every screen reads it", () => {
  it("keeps lists, genre pages, similar games and search to the kids' and puzzle games and the ones named, never premium", async () => {
    const family = familySetup();
    await family.turnOn.execute('4821', { ...LIMITS, allowedGames: ['rally-chase'] });
    const children = new ChildrenGameCatalogueGateway(serverCatalogue(), family.catalogue);

    const kept = ['ludo-pals', 'rally-chase'];
    expect(names(await children.games({ list: 'latestGames', page: 1, limit: 10, view: 'home' }))).toEqual(kept);
    expect(names(await children.genreGames({ genre: 'horror', page: 1, limit: 10, selectedRow: false }))).toEqual(kept);
    expect(names(await children.similar('x', 1, 10))).toEqual(kept);
    expect(names(await children.searchItems())).toEqual(kept);
    expect(names(await children.hotGames())).toEqual(kept);
    const found = await children.search('a');
    expect([names(found.searchedGames), names(found.genreGames)]).toEqual([kept, kept]);
    expect(await children.trailers()).toEqual([]);
  });

  it('refuses a hidden game reached by its address as not in family mode, a name the catalogue does not know too, and opens an allowed one', async () => {
    const family = familySetup();
    await family.turnOn.execute('4821', LIMITS);
    const children = new ChildrenGameCatalogueGateway(serverCatalogue(), family.catalogue);
    await expect(children.detail('ludo-pals')).resolves.toMatchObject({ uniqueName: 'ludo-pals' });
    for (const hidden of ['zombie-run', 'jewel-memory', 'snake']) {
      const refusal: unknown = await children.detail(hidden).catch((error: unknown) => error);
      expect(isNotInFamilyMode(refusal)).toBe(true);
    }
  });

  it('answers as the catalogue itself when family mode is off for the player now', async () => {
    const family = familySetup();
    const children = new ChildrenGameCatalogueGateway(serverCatalogue(), family.catalogue);
    expect(names(await children.games({ list: 'latestGames', page: 1, limit: 10, view: 'home' }))).toEqual(names(GAMES));
    expect(await children.trailers()).toHaveLength(1);
    await expect(children.detail('zombie-run')).resolves.toMatchObject({ uniqueName: 'zombie-run' });
    const missing: unknown = await children.detail('snake').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ServiceError);
    expect(isNotInFamilyMode(missing)).toBe(false);
  });
});

describe("the first load's catalogue", () => {
  it('without family mode on the device reads the catalogue straight, every read, and fetches nothing of family mode', async () => {
    const server = serverCatalogue();
    const children = vi.fn(async () => serverCatalogue());
    const catalogue = catalogueInFamilyMode(server, fakeStorage(), children);
    // Every read of the port, named by the port's own type: a read added to the port and forgotten here fails.
    for (const read of Object.keys(server) as (keyof GameCataloguePort)[]) {
      await (catalogue[read] as (...args: unknown[]) => Promise<unknown>)('ludo-pals', 1, 10);
      expect(server[read]).toHaveBeenCalledTimes(1);
    }
    expect(children).not.toHaveBeenCalled();
    // It is not taken for a promise: it has no `then` of its own.
    expect('then' in catalogue && (catalogue as { then?: unknown }).then).toBeFalsy();
  });

  it("with family mode kept on the device asks the children's catalogue", async () => {
    const family = familySetup();
    await family.turnOn.execute('4821', LIMITS);
    const server = serverCatalogue();
    const device = fakeStorage({ 'family-mode': JSON.stringify({ settings: { guest: { on: true } } }) });
    const catalogue = catalogueInFamilyMode(
      server,
      device,
      async () => new ChildrenGameCatalogueGateway(server, family.catalogue),
    );
    expect(names(await catalogue.hotGames())).toEqual(['ludo-pals']);
    const refusal: unknown = await catalogue.detail('rally-chase').catch((error: unknown) => error);
    expect(isNotInFamilyMode(refusal)).toBe(true);
  });
});
