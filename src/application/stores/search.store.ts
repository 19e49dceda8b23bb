import { token } from '../token';
import type { Game } from '../../domain/game';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';
import { emptyRow, type GameRowState } from './game-collections';

/**
 * Spec §3 "Search state: searchResults, topSearchResults, hotGames, genreGames" (area searchedGames).
 * status/error belong to the search itself; the suggestion lists carry their own.
 */
export interface SearchState extends AsyncState {
  /** The term of the search the results belong to. */
  term: string;
  searchResults: Game[];
  genreGames: Game[];
  topSearchResults: GameRowState;
  hotGames: GameRowState;
}

export const initialSearchState = (): SearchState => ({
  status: 'idle',
  error: undefined,
  term: '',
  searchResults: [],
  genreGames: [],
  topSearchResults: emptyRow(),
  hotGames: emptyRow(),
});
export const createSearchStore = (): SearchState => createStore(initialSearchState);
export const SearchStore = token<SearchState>('SearchStore');
