import { describe, expect, it } from 'vitest';
import { LoadHomeRow } from '../../../src/application/use-cases/games/load-home-row';
import { createGameListStores } from '../../../src/application/stores/game-list.store';
import { createGenreStore } from '../../../src/application/stores/genre.store';
import { ServiceError } from '../../../src/application/errors';
import { PlayedOnDevice } from '../../../src/application/use-cases/games/played-on-device';
import { deferred, fakeCatalogue, games, player } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const catalogue = fakeCatalogue();
  const lists = createGameListStores();
  const genre = createGenreStore();
  const { auth, storage } = player(options);
  const played = new PlayedOnDevice(storage, auth);
  // Always 0: Fisher–Yates then moves the first game to the end, a visible and exact order.
  const load = new LoadHomeRow(catalogue, lists, genre, auth, () => 0, played);
  return { catalogue, lists, genre, auth, load, played };
}

describe('LoadHomeRow', () => {
  it('asks for the spotlight home row with 15 games and shuffles it through the injected source', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValue(games(1, 3));
    await load.execute('spotlight');
    expect(catalogue.games).toHaveBeenCalledWith({ list: 'spotlight', page: 1, limit: 15, view: 'home' });
    expect(lists.spotlight.row.items.map((g) => g.id)).toEqual(['g-2', 'g-3', 'g-1']);
    expect(lists.spotlight.row.status).toBe('succeeded');
  });

  it('keeps the server order of rows that are not shuffled (trending, 60 games)', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValue(games(1, 3));
    await load.execute('trending');
    expect(catalogue.games).toHaveBeenCalledWith({ list: 'trendingGames', page: 1, limit: 60, view: 'home' });
    expect(lists.trendingGames.row.items.map((g) => g.id)).toEqual(['g-1', 'g-2', 'g-3']);
  });

  it('loads a selected genre row with its size and the selected flag, shuffled, into the genre area', async () => {
    const { catalogue, genre, load } = setup();
    catalogue.genreGames.mockResolvedValue(games(1, 3));
    await load.execute('genre:arcade');
    expect(catalogue.genreGames).toHaveBeenCalledWith({ genre: 'arcade', page: 1, limit: 3, selectedRow: true });
    expect(genre.rows.arcade?.items.map((g) => g.id)).toEqual(['g-2', 'g-3', 'g-1']);
  });

  it('loads the fixed kids row as a plain genre listing of 10, not shuffled', async () => {
    const { catalogue, genre, load } = setup();
    catalogue.genreGames.mockResolvedValue(games(1, 2));
    await load.execute('kids');
    expect(catalogue.genreGames).toHaveBeenCalledWith({ genre: 'kids', page: 1, limit: 10, selectedRow: false });
    expect(genre.rows.kids?.items.map((g) => g.id)).toEqual(['g-1', 'g-2']);
  });

  it('does not call the server for a guest on rows that need a login, and leaves them empty', async () => {
    const { catalogue, lists, load } = setup({ loggedIn: false });
    await load.execute('favorites');
    expect(catalogue.games).not.toHaveBeenCalled();
    expect(lists.bookmarkedGames.row).toMatchObject({ status: 'idle', items: [] });
  });

  it("fills a guest's Continue playing row from the games played on this device, newest first, without a call", async () => {
    const { catalogue, lists, load, played } = setup({ loggedIn: false });
    await load.execute('recently-played');
    expect(lists.recentlyPlayed.row).toMatchObject({ status: 'succeeded', items: [] });
    const [first, second] = games(1, 2);
    if (!first || !second) throw new Error('two games');
    played.record(first);
    played.record(second);
    played.record(first);
    await load.execute('recently-played');
    expect(catalogue.games).not.toHaveBeenCalled();
    expect(lists.recentlyPlayed.row.items.map((g) => g.id)).toEqual([first.id, second.id]);
  });

  it("fills a logged-in player's Continue playing row from the server's recently played, not the device", async () => {
    const { catalogue, lists, load, played } = setup();
    catalogue.games.mockResolvedValue(games(7, 2));
    played.record(games(1, 1)[0] as never);
    await load.execute('recently-played');
    expect(catalogue.games).toHaveBeenCalledWith({ list: 'recentlyPlayed', page: 1, limit: 10, view: 'home' });
    expect(lists.recentlyPlayed.row.items.map((g) => g.id)).toEqual(['g-7', 'g-8']);
  });

  it('loads the favourites row of a logged-in player into bookmarkedGames.row', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValue(games(5, 2));
    await load.execute('favorites');
    expect(catalogue.games).toHaveBeenCalledWith({ list: 'bookmarkedGames', page: 1, limit: 10, view: 'home' });
    expect(lists.bookmarkedGames.row.items).toHaveLength(2);
  });

  it('goes loading, then failed with the raw error message', async () => {
    const { catalogue, lists, load } = setup();
    const answer = deferred<never>();
    catalogue.games.mockReturnValue(answer.promise);
    const done = load.execute('top-ten');
    expect(lists.topten.row.status).toBe('loading');
    answer.reject(new ServiceError('server', 'The server had a problem. Please try again.', undefined, 503));
    await done;
    expect(lists.topten.row).toMatchObject({ status: 'failed', error: { code: 'server-problem' } });
  });

  it('lets only the newest load of a row write to the store', async () => {
    const { catalogue, lists, load } = setup();
    const slow = deferred<ReturnType<typeof games>>();
    catalogue.games.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(games(10, 1));
    const first = load.execute('recently-added');
    await load.execute('recently-added');
    slow.resolve(games(1, 1));
    await first;
    expect(lists.latestGames.row.items.map((g) => g.id)).toEqual(['g-10']);
  });

  it('ignores an unknown row id', async () => {
    const { catalogue, load } = setup();
    await load.execute('nope' as 'spotlight');
    expect(catalogue.games).not.toHaveBeenCalled();
  });
});
