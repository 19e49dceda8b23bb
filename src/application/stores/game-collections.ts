import type { Game } from '../../domain/game';
import type { AsyncState } from './async-state';

/**
 * The two shapes every games area is built from: a row (one load, e.g. a home row or similar
 * games) and a paged list (spec §4 "page 1 replaces the list and later pages append. The
 * load-more flag is true only while the last page returned at least one game").
 */
export interface GameRowState extends AsyncState {
  items: Game[];
}

export interface PagedGamesState extends AsyncState {
  items: Game[];
  /** The last page loaded (0 before the first load). */
  page: number;
  /** The load-more flag. */
  hasMore: boolean;
}

export const emptyRow = (): GameRowState => ({ status: 'idle', error: undefined, items: [] });

/** Nothing loaded yet, so there is more to load. */
export const emptyPaged = (): PagedGamesState => ({ status: 'idle', error: undefined, items: [], page: 0, hasMore: true });
