import { useLingui } from '@lingui/react/macro';
import { useNames } from '../../i18n/names';
import { useLocation } from 'react-router-dom';
import { gameListAt, type GameListDefinition } from '../../../domain/game-lists';
import { GameListStore } from '../../../application/stores/game-list.store';
import { LoadGameList } from '../../../application/use-cases/games/load-game-list';
import { PagedGamesPage, usePageLoader } from '../../components/paged-games-page';
import { useService, useStore } from '../../hooks/container-context';
import { Component as NotFound } from '../not-found/not-found-screen';
import { PATHS } from '../../../domain/route-paths';

function GameListPage({ definition }: { definition: GameListDefinition }) {
  const { id } = definition;
  const area = useStore(GameListStore[id]);
  const load = useService(LoadGameList);
  const { t } = useLingui();
  const names = useNames();
  const pages = usePageLoader((page) => void load.execute(id, page), id);
  const { list } = area;
  const empty =
    id === 'recentlyPlayed'
      ? { text: t`You have not played any games yet.`, link: { to: PATHS.home, label: t`Find a game` } }
      : { text: t`No games in this list right now.`, link: { to: PATHS.genres, label: t`Browse genres` } };
  return <PagedGamesPage title={names.list(id)} games={list} pages={pages} emptyText={empty.text} emptyLink={empty.link} />;
}

/** One screen for every full game list: the path says which (spec §2 routes, src/domain/game-lists.ts). */
export function Component() {
  const { pathname } = useLocation();
  const definition = gameListAt(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  if (!definition) return <NotFound />;
  // A fresh page per list: a view state such as the retry page never leaks from one list to the next.
  return <GameListPage key={definition.id} definition={definition} />;
}
