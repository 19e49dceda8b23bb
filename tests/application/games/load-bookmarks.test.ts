import { describe, expect, it } from 'vitest';
import { LoadGameList } from '../../../src/application/use-cases/games/load-game-list';
import { LoadBookmarks } from '../../../src/application/use-cases/games/load-bookmarks';
import { createGameListStores } from '../../../src/application/stores/game-list.store';
import { fakeCatalogue, games, player } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const catalogue = fakeCatalogue();
  const lists = createGameListStores();
  const { auth } = player(options);
  return { catalogue, lists, load: new LoadGameList(catalogue, lists, auth) };
}

describe('LoadBookmarks', () => {
  it('pages the favourites into bookmarkedGames.list (allBookmarkedGameList / isLoadMore)', async () => {
    const { catalogue, lists, load } = setup();
    catalogue.games.mockResolvedValueOnce(games(1, 2)).mockResolvedValueOnce(games(3, 1));
    const bookmarks = new LoadBookmarks(load);
    await bookmarks.execute(1);
    await bookmarks.execute(2);
    expect(catalogue.games).toHaveBeenLastCalledWith({ list: 'bookmarkedGames', page: 2, limit: 20, view: 'full' });
    expect(lists.bookmarkedGames.list.items).toHaveLength(3);
    expect(lists.bookmarkedGames.list.hasMore).toBe(true);
  });
});
