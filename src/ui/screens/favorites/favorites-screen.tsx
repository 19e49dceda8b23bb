import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { GameListStore } from '../../../application/stores/game-list.store';
import { LoadBookmarks } from '../../../application/use-cases/games/load-bookmarks';
import { GameGrid } from '../../components/game-grid';
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
  const headingId = useId();
  const { t } = useLingui();
  // The page the last request asked for, so Retry repeats exactly what failed.
  const requested = useRef(1);
  const loadPage = (page: number) => {
    requested.current = page;
    void loadBookmarks.execute(page);
  };

  // Every visit starts again from page 1: a game saved or removed elsewhere shows at once.
  useEffect(() => {
    requested.current = 1;
    void loadBookmarks.execute(1);
  }, [loadBookmarks]);

  return (
    <div className="page">
      <h1 id={headingId}>
        <Trans>Favourites</Trans>
      </h1>
      <GameGrid
        labelledBy={headingId}
        games={list.items}
        status={list.status}
        error={list.error}
        hasMore={list.hasMore}
        onLoadMore={() => loadPage(list.page + 1)}
        onRetry={() => loadPage(requested.current)}
        emptyText={t`No favourites yet. Tap the heart on a game's page to keep it here.`}
        emptyLink={{ to: PATHS.home, label: t`Find a game` }}
      />
    </div>
  );
}
