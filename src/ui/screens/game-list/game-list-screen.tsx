import { useLingui } from '@lingui/react/macro';
import { useNames } from '../../i18n/names';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { gameListAt, type GameListDefinition } from '../../../domain/game-lists';
import { GameListStore } from '../../../application/stores/game-list.store';
import { LoadGameList } from '../../../application/use-cases/games/load-game-list';
import { GameGrid } from '../../components/game-grid';
import { useService, useStore } from '../../hooks/container-context';
import { Component as NotFound } from '../not-found/not-found-screen';
import { PATHS } from '../../../domain/route-paths';

function GameListPage({ definition }: { definition: GameListDefinition }) {
  const { id } = definition;
  const area = useStore(GameListStore[id]);
  const load = useService(LoadGameList);
  const headingId = useId();
  const { t } = useLingui();
  const names = useNames();
  // The page the last request asked for, so Retry repeats exactly what failed.
  const requested = useRef(1);
  const loadPage = (page: number) => {
    requested.current = page;
    void load.execute(id, page);
  };

  useEffect(() => {
    requested.current = 1;
    void load.execute(id, 1);
  }, [id, load]);

  const { list } = area;
  const empty =
    id === 'recentlyPlayed'
      ? { text: t`You have not played any games yet.`, link: { to: PATHS.home, label: t`Find a game` } }
      : { text: t`No games in this list right now.`, link: { to: PATHS.genres, label: t`Browse genres` } };
  return (
    <div className="page">
      <h1 id={headingId}>{names.list(id)}</h1>
      <GameGrid
        labelledBy={headingId}
        games={list.items}
        status={list.status}
        error={list.error}
        hasMore={list.hasMore}
        // Spec §4: Load more asks for the next page; the use case appends it and keeps the flag.
        onLoadMore={() => loadPage(list.page + 1)}
        onRetry={() => loadPage(requested.current)}
        emptyText={empty.text}
        emptyLink={empty.link}
      />
    </div>
  );
}

/** One screen for every full game list: the path says which (spec §2 routes, src/domain/game-lists.ts). */
export function Component() {
  const { pathname } = useLocation();
  const definition = gameListAt(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  if (!definition) return <NotFound />;
  // A fresh page per list: a view state such as the retry page never leaks from one list to the next.
  return <GameListPage key={definition.id} definition={definition} />;
}
