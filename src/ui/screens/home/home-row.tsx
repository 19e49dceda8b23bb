import { useNames } from '../../i18n/names';
import { memo, useEffect, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { homeRow, type HomeRow, type HomeRowId } from '../../../domain/home-rows';
import type { GameListId } from '../../../domain/game-lists';
import { GameListStore } from '../../../application/stores/game-list.store';
import { GenreStore } from '../../../application/stores/genre.store';
import { emptyRow, type GameRowState } from '../../../application/stores/game-collections';
import { LoadHomeRow } from '../../../application/use-cases/games/load-home-row';
import { GameStrip } from '../../components/game-strip';
import { useService, useStore } from '../../hooks/container-context';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useHeroGate } from './hero-first';
import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';

interface RowProps {
  row: HomeRow;
  priority: boolean;
}

/**
 * One home row. Rows load independently: each row makes its own call once it is
 * near the viewport, and a failed row retries alone.
 */
function LazyRow({ row, state, priority }: RowProps & { state: Snapshot<GameRowState> }) {
  const load = useService(LoadHomeRow);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const { afterHero } = useHeroGate();
  const loggedIn = isLoggedIn(useStore(AuthStore));
  const fromDevice = row.guestsFromDevice === true && !loggedIn;
  const names = useNames();
  // Each visit of /home loads the row by itself once (coming back refreshes it); after that only
  // Retry asks again, so a row that failed keeps its Retry whatever else on the page renders again.
  // A row emptied while shown (its area reset) loads again.
  const loadedThisVisit = useRef(false);
  const unloaded = state.status === 'idle';
  useEffect(() => {
    // The games played on this device need no call: they are shown at once.
    if (fromDevice) {
      void load.execute(row.id);
      return undefined;
    }
    if (!(near && afterHero) || (loadedThisVisit.current && !unloaded)) return undefined;
    // Each row's call starts in a task of its own: the first screen's rows starting theirs
    // together, in the task that put them on screen, made one long task on a cheap phone.
    const id = setTimeout(() => {
      loadedThisVisit.current = true;
      void load.execute(row.id);
    }, 0);
    return () => clearTimeout(id);
  }, [near, afterHero, unloaded, fromDevice, load, row.id]);
  return (
    <GameStrip
      ref={section}
      title={names.row(row)}
      seeAllPath={fromDevice ? null : row.seeAllPath}
      emptyText={names.rowEmpty(row)}
      row={state}
      priority={priority}
      onRetry={() => void load.execute(row.id)}
    />
  );
}

function ListRow({ row, list, priority }: RowProps & { list: GameListId }) {
  const area = useStore(GameListStore[list]);
  return <LazyRow row={row} state={area.row} priority={priority} />;
}

function GenreRow({ row, genre, priority }: RowProps & { genre: string }) {
  const genres = useStore(GenreStore);
  return <LazyRow row={row} state={genres.rows[genre] ?? emptyRow()} priority={priority} />;
}

/**
 * The row an id names, reading its own state area (a list's `row` or the genre area's row).
 * Memoised: the home screen rendering again (a row appended, the session restored) leaves the
 * other rows alone.
 */
export const HomeRowSection = memo(function HomeRowSection({ id, priority = false }: { id: HomeRowId; priority?: boolean }) {
  const row = homeRow(id);
  if (!row) return null;
  return row.source.kind === 'list' ? (
    <ListRow row={row} list={row.source.list} priority={priority} />
  ) : (
    <GenreRow row={row} genre={row.source.genre} priority={priority} />
  );
});
