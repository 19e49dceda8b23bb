import type { LoadGameList } from './load-game-list';

/**
 * The favorites page (spec §3 "Bookmarked games state: allBookmarkedGameList, ... isLoadMore"),
 * a paged list like the others (spec §4 "Paged lists (bookmarks, ...)"): GET
 * /play/games/bookmarked/{page}/{limit} into bookmarkedGames.list. The home row of favorites
 * (homePageFavoriteGameList) is LoadHomeRow('favorites').
 */
export class LoadBookmarks {
  constructor(private readonly loadList: LoadGameList) {}

  execute(page = 1): Promise<void> {
    return this.loadList.execute('bookmarkedGames', page);
  }
}
