import { useEffect, useId, useRef } from 'react';
import type { Game } from '../../domain/game';
import type { LoadStatus } from '../../application/stores/async-state';
import { GameGrid, type GameGridProps } from './game-grid';

/** A list of games loaded page by page, as its store keeps it. */
export interface PagedGames {
  items: readonly Game[];
  status: LoadStatus;
  error?: GameGridProps['error'];
  hasMore: boolean;
  page: number;
}

/** Loads a page of the list; remembers which, so Retry repeats exactly what failed. */
export interface PageLoader {
  loadPage(page: number): void;
  retry(): void;
}

/**
 * The pages of one list: its first page is asked for when the screen opens and again whenever
 * `list` names another list; later pages when Load more asks for them.
 */
export function usePageLoader(load: (page: number) => void, list: unknown): PageLoader {
  const requested = useRef(1);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const loadPage = (page: number) => {
    requested.current = page;
    latestLoad.current(page);
  };
  useEffect(() => {
    requested.current = 1;
    latestLoad.current(1);
  }, [list]);
  return { loadPage, retry: () => loadPage(requested.current) };
}

export interface PagedGamesPageProps {
  title: string;
  games: PagedGames;
  pages: PageLoader;
  emptyText: string;
  emptyLink: { to: string; label: string };
}

/** A full page of one list of games, headed by its name, with Load more (spec §4 "Paged lists"). */
export function PagedGamesPage({ title, games, pages, emptyText, emptyLink }: PagedGamesPageProps) {
  const headingId = useId();
  return (
    <div className="page">
      <h1 id={headingId}>{title}</h1>
      <GameGrid
        labelledBy={headingId}
        games={games.items}
        status={games.status}
        error={games.error}
        hasMore={games.hasMore}
        // Spec §4: Load more asks for the next page; the use case appends it and keeps the flag.
        onLoadMore={() => pages.loadPage(games.page + 1)}
        onRetry={() => pages.retry()}
        emptyText={emptyText}
        emptyLink={emptyLink}
      />
    </div>
  );
}
