import { token } from '../token';
import type { Genre } from '../../domain/game';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';
import { emptyPaged, type GameRowState, type PagedGamesState } from './game-collections';

export interface GenreListState extends AsyncState {
  items: Genre[];
}

export interface GenreGamesState extends PagedGamesState {
  /** The genre the list belongs to, null after a reset. */
  genre: string | null;
}

/** Spec §3 area genre: the genre lists, one genre's paged games, and the home page's genre rows. */
export interface GenreState {
  genres: GenreListState;
  popularGenres: GenreListState;
  games: GenreGamesState;
  /** Home rows by genre uniqueName: the pre-set rows and kids and horror (spec §3, §7). */
  rows: Record<string, GameRowState>;
}

const emptyGenres = (): GenreListState => ({ status: 'idle', error: undefined, items: [] });

/** Spec §4 "Resetting genre games clears them and sets load-more true." */
export const initialGenreGames = (): GenreGamesState => ({ ...emptyPaged(), genre: null });

export const initialGenreState = (): GenreState => ({
  genres: emptyGenres(),
  popularGenres: emptyGenres(),
  games: initialGenreGames(),
  rows: {},
});
export const createGenreStore = (): GenreState => createStore(initialGenreState);
export const GenreStore = token<GenreState>('GenreStore');
