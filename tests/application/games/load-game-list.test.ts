import { describe, expect, it } from 'vitest';
import { LoadGameList } from '../../../src/application/use-cases/games/load-game-list';
import { createGameListStores } from '../../../src/application/stores/game-list.store';
import { ServiceError } from '../../../src/application/errors';
import { deferred, fakeCatalogue, games, player } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const catalogue = fakeCatalogue();
  const lists = createGameListStores();
  const { auth } = player(options);
  return { catalogue, lists, load: new LoadGameList(catalogue, lists, auth) };
}

describe('LoadGameList (spec §4 paged lists)', () => {
  it('replaces the list with page 1', async () => {
    const { catalogue, lists, load } = setup();
    lists.latestGames.list.items = games(90, 2);
    catalogue.games.mockResolvedValue(games(1, 3));
    await load.execute('latestGames', 1);
    expect(catalogue.games).toHaveBeenCalledWith({ list: 'latestGames', page: 1, limit: 20, view: 'full' });
    expect(lists.latestGames.list).toMatchObject({ status: 'succeeded', page: 1, hasMore: true });
    expect(lists.latestGames.list.items.map((g) => g.id)).toEqual(['g-1', 'g-2', 'g-3']);
  });

  it('appends later pages', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValueOnce(games(1, 2)).mockResolvedValueOnce(games(3, 2));
    await load.execute('quickplay', 1);
    await load.execute('quickplay', 2);
    expect(lists.quickplay.list.items.map((g) => g.id)).toEqual(['g-1', 'g-2', 'g-3', 'g-4']);
    expect(lists.quickplay.list.page).toBe(2);
  });

  it('keeps load more on after a short page and turns it off after an empty page', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValueOnce(games(1, 1)).mockResolvedValueOnce([]);
    await load.execute('spotlight', 1);
    expect(lists.spotlight.list.hasMore).toBe(true);
    await load.execute('spotlight', 2);
    expect(lists.spotlight.list.hasMore).toBe(false);
    expect(lists.spotlight.list.items).toHaveLength(1);
  });

  it('does not ask for another page once load more is off', async () => {
    const { catalogue, lists, load } = setup();
    lists.spotlight.list.hasMore = false;
    await load.execute('spotlight', 3);
    expect(catalogue.games).not.toHaveBeenCalled();
  });

  it('loads a one-call list (gamers choice, 100) as page 1 without load more', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValue(games(1, 5));
    await load.execute('gamersChoice', 4);
    expect(catalogue.games).toHaveBeenCalledWith({ list: 'gamersChoice', page: 1, limit: 100, view: 'full' });
    expect(lists.gamersChoice.list).toMatchObject({ page: 1, hasMore: false });
  });

  it('does not shuffle full lists', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValue(games(1, 4));
    await load.execute('quickplay', 1);
    expect(lists.quickplay.list.items.map((g) => g.id)).toEqual(['g-1', 'g-2', 'g-3', 'g-4']);
  });

  it('stores the raw error message and keeps the games already shown', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValueOnce(games(1, 2)).mockRejectedValueOnce(new ServiceError('network', 'No connection'));
    await load.execute('latestGames', 1);
    await load.execute('latestGames', 2);
    expect(lists.latestGames.list).toMatchObject({ status: 'failed', error: { code: 'no-connection' }, page: 1 });
    expect(lists.latestGames.list.items).toHaveLength(2);
  });

  it('drops a late page that a reload of page 1 superseded', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValueOnce(games(1, 2));
    await load.execute('latestGames', 1);
    const slowPage2 = deferred<ReturnType<typeof games>>();
    catalogue.games.mockReturnValueOnce(slowPage2.promise).mockResolvedValueOnce(games(50, 1));
    const page2 = load.execute('latestGames', 2);
    await load.execute('latestGames', 1);
    slowPage2.resolve(games(3, 2));
    await page2;
    expect(lists.latestGames.list.items.map((g) => g.id)).toEqual(['g-50']);
  });

  it('does not call the server for a guest on a list that needs a login', async () => {
    const { catalogue, lists, load } = setup({ loggedIn: false });
    await load.execute('recentlyPlayed', 1);
    expect(catalogue.games).not.toHaveBeenCalled();
    expect(lists.recentlyPlayed.list).toMatchObject({ status: 'idle', items: [], hasMore: false });
  });
});
