import { useLingui } from '@lingui/react/macro';
import { GameListStore } from '../../../application/stores/game-list.store';
import { LoadBookmarks } from '../../../application/use-cases/games/load-bookmarks';
import { PagedGamesPage, usePageLoader } from '../../components/paged-games-page';
import { useService, useStore } from '../../hooks/container-context';
import { PATHS } from '../../../domain/route-paths';

/**
 * /favorite (spec §2 "The favourites page, target of the See Favorite button"): the player's
 * bookmarked games, paged with Load more (spec §4 "Paged lists (bookmarks, ...)"). Private: the
 * route guard sends a guest to /login first.
 */
export function Component() {
  const { list } = useStore(GameListStore.bookmarkedGames);
  const loadBookmarks = useService(LoadBookmarks);
  const { t } = useLingui();
  // Every visit starts again from page 1: a game saved or removed elsewhere shows at once.
  const pages = usePageLoader((page) => void loadBookmarks.execute(page), 'bookmarks');
  return (
    <PagedGamesPage
      title={t`Favourites`}
      games={list}
      pages={pages}
      emptyText={t`No favourites yet. Tap the heart on a game's page to keep it here.`}
      emptyLink={{ to: PATHS.home, label: t`Find a game` }}
    />
  );
}
