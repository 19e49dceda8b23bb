import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import type { GameListQuery } from '../../../src/application/ports/game-catalogue.port';
import { startMockServer } from '../../support/mock-server';
import { gameRecord, gatewaysFor, lastCall } from './games-kit';

describe('HttpGameCatalogueGateway against the mock backend', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const guest = () => gatewaysFor(server, null).catalogue;

  it.each<[GameListQuery, string, number]>([
    [{ list: 'spotlight', page: 1, limit: 15, view: 'home' }, 'GET /api/play/games/by/section/spotlight/1/15', 15],
    [{ list: 'quickplay', page: 1, limit: 20, view: 'home' }, 'GET /api/play/games/by/section/quick-play/1/20', 20],
    [{ list: 'gamersChoice', page: 1, limit: 10, view: 'home' }, 'GET /api/play/games/by/section/gamers-choice/1/10', 10],
    [{ list: 'gamersChoice', page: 1, limit: 100, view: 'full' }, 'GET /api/play/games/by/section/gamers-choice/1/100/false', 24],
    [{ list: 'latestGames', page: 1, limit: 10, view: 'home' }, 'GET /api/play/games/by/section/latest-games/1/10', 10],
    [{ list: 'freeGames', page: 1, limit: 20, view: 'full' }, 'GET /api/play/games/by/section/free/1/20', 20],
    [{ list: 'trendingGames', page: 1, limit: 60, view: 'home' }, 'GET /api/play/games/trending/1/60', 40],
    [{ list: 'suggestedGames', page: 1, limit: 10, view: 'home' }, 'GET /api/play/games/suggested/1/10', 10],
    [{ list: 'topten', page: 1, limit: null, view: 'home' }, 'GET /api/play/games/top/ten', 10],
    [{ list: 'weeklyTop', page: 1, limit: null, view: 'home' }, 'GET /api/play/weekly/top/games', 12],
  ])('reads %j from %s', async (query, call, count) => {
    const games = await guest().games(query);
    expect(lastCall(server)).toBe(call);
    expect(games).toHaveLength(count);
    expect(games[0]).toEqual({
      id: expect.stringMatching(/^g-\d{3}$/),
      uniqueName: expect.any(String),
      name: expect.any(String),
      genre: expect.any(String),
      thumbnailUrl: expect.stringContaining('/mock-assets/art/'),
      isPremium: expect.any(Boolean),
      playUrl: expect.stringMatching(/^\/games\/[a-z0-9-]+\/\?/),
    });
  });

  it('lists every premium game at /play/premium/games', async () => {
    const games = await guest().games({ list: 'premiumGames', page: 1, limit: null, view: 'full' });
    expect(lastCall(server)).toBe('GET /api/play/premium/games');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.isPremium)).toBe(true);
  });

  it('pages the latest games: page 2 continues page 1, and a page past the end is empty', async () => {
    const catalogue = guest();
    const page1 = await catalogue.games({ list: 'latestGames', page: 1, limit: 20, view: 'full' });
    const page2 = await catalogue.games({ list: 'latestGames', page: 2, limit: 20, view: 'full' });
    expect(page2).toHaveLength(20);
    expect(page2.map((g) => g.id)).not.toContain(page1[0]?.id);
    expect(await catalogue.games({ list: 'latestGames', page: 99, limit: 20, view: 'full' })).toEqual([]);
  });

  it('reads a selected genre row with the true flag and a listing page with false', async () => {
    const catalogue = guest();
    const row = await catalogue.genreGames({ genre: 'racing', page: 1, limit: 4, selectedRow: true });
    expect(lastCall(server)).toBe('GET /api/play/v3/games/genre/byname/racing/1/4/true');
    expect(row).toHaveLength(4);
    expect(row.every((game) => game.genre === 'racing')).toBe(true);
    await catalogue.genreGames({ genre: 'kids', page: 2, limit: 10, selectedRow: false });
    expect(lastCall(server)).toBe('GET /api/play/v3/games/genre/byname/kids/2/10/false');
  });

  it('rejects an unknown genre with the server message', async () => {
    await expect(guest().genreGames({ genre: 'opera', page: 1, limit: 10, selectedRow: false })).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Genre not found',
    });
  });

  it('reads the genres from genreDtos, and the most popular first by popularity', async () => {
    const catalogue = guest();
    const all = await catalogue.genres('all');
    expect(all.slice(0, 3)).toEqual([
      { uniqueName: 'racing', name: 'Racing' },
      { uniqueName: 'arcade', name: 'Arcade' },
      { uniqueName: 'shooter', name: 'Shooter' },
    ]);
    const popular = await catalogue.genres('most-popular');
    expect(lastCall(server)).toBe('GET /api/play/genres/most/popular');
    expect(popular[0]).toEqual({ uniqueName: 'arcade', name: 'Arcade' });
  });

  it('reads ten similar games of the same genre, never the game itself', async () => {
    const game = gameRecord(server, { genre: 'puzzle' });
    const similar = await guest().similar(game.id, 1, 10);
    expect(lastCall(server)).toBe(`GET /api/play/games/similar/${game.id}/1/10`);
    expect(similar).toHaveLength(10);
    expect(similar.every((other) => other.genre === 'puzzle' && other.id !== game.id)).toBe(true);
  });

  it('searches names case-insensitively and genres by name, with the term encoded in the path', async () => {
    const target = gameRecord(server, { genre: 'horror' });
    const fragment = target.name.split(' ')[0]?.toUpperCase() ?? '';
    const results = await guest().search(fragment);
    expect(results.searchedGames.map((g) => g.id)).toContain(target.id);
    expect(results.searchedGames.every((g) => g.name.toUpperCase().includes(fragment))).toBe(true);
    const byGenre = await guest().search('Horr');
    expect(byGenre.genreGames.length).toBeGreaterThan(0);
    expect(byGenre.genreGames.every((g) => g.genre === 'horror')).toBe(true);
    const special = await guest().search('cats & dogs');
    expect(lastCall(server)).toBe('GET /api/play/games/search/cats%20%26%20dogs');
    expect(special.searchedGames.map((g) => g.name).sort()).toEqual(['Baby Cats & Dogs Memory', 'Farmyard Cats & Dogs Memory']);
  });

  it('finds nothing for a term nobody uses', async () => {
    await expect(guest().search('zzzz')).resolves.toEqual({ searchedGames: [], genreGames: [] });
  });

  it('reads search suggestions, hot games and trailers', async () => {
    const catalogue = guest();
    expect(await catalogue.searchItems()).toHaveLength(8);
    expect(await catalogue.hotGames()).toHaveLength(10);
    const trailers = await catalogue.trailers();
    expect(lastCall(server)).toBe('GET /api/play/homepage/top/patch');
    expect(trailers).toHaveLength(5);
    expect(trailers[0]).toEqual({
      id: 'tr-01',
      title: expect.stringContaining('trailer'),
      posterUrl: expect.any(String),
      gameUniqueName: expect.any(String),
    });
  });

  it("refuses a guest's recently played and favourites with a 401", async () => {
    const { catalogue, onUnauthorized } = gatewaysFor(server, null);
    await expect(catalogue.games({ list: 'recentlyPlayed', page: 1, limit: 10, view: 'home' })).rejects.toMatchObject({
      reason: 'unauthorized',
    });
    await expect(catalogue.games({ list: 'bookmarkedGames', page: 1, limit: 10, view: 'home' })).rejects.toMatchObject({
      reason: 'unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("reads the subscriber's recently played games, 10 on home", async () => {
    const { catalogue } = gatewaysFor(server, DEMO_SUBSCRIBER.id);
    const recent = await catalogue.games({ list: 'recentlyPlayed', page: 1, limit: 10, view: 'home' });
    expect(lastCall(server)).toBe('GET /api/play/recent/games/1/10');
    expect(recent).toHaveLength(10);
  });

  it('drops a list entry without a uniqueName instead of failing the whole row', async () => {
    server.backend().faults.add({
      match: '/api/play/hot/games',
      body: JSON.stringify({
        status: 'OK',
        data: {
          games: [
            { id: 1, uniqueName: 'ok-game', name: 'OK' },
            { id: 2, name: 'No URL' },
          ],
        },
        errors: [],
      }),
    });
    await expect(guest().hotGames()).resolves.toEqual([
      { id: '1', uniqueName: 'ok-game', name: 'OK', genre: '', thumbnailUrl: '', isPremium: false },
    ]);
  });
});
