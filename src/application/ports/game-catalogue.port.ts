import { token } from '../token';
import type { Game, GameDetail, Genre, Trailer } from '../../domain/game';
import type { GameListId } from '../../domain/game-lists';

/** Whether a list is asked for as a home row or as its full page (the calls differ, spec §7). */
export type ListView = 'home' | 'full';

export interface GameListQuery {
  list: GameListId;
  /** 1-based. */
  page: number;
  /** null where the call takes no size (top ten, weekly top, premium games). */
  limit: number | null;
  view: ListView;
}

export interface GenreGamesQuery {
  genre: string;
  page: number;
  limit: number;
  /** Spec §7: ".../1/{n}/true for selected genre rows"; listings and the kids/horror rows use false. */
  selectedRow: boolean;
}

/** Spec §7 "GET /play/games/search/{term} reads data.searchedGames and data.genreGames". */
export interface SearchResults {
  /** Games whose name matches the term. */
  searchedGames: Game[];
  /** Games of the genres whose name matches the term. */
  genreGames: Game[];
}

/** Spec §7 "GET /play/genres and GET /play/genres/most/popular". */
export type GenreListKind = 'all' | 'most-popular';

/** Reading the catalogue: lists, genres, a game's page, search and trailers. Failures throw ServiceError. */
export interface GameCataloguePort {
  games(query: GameListQuery): Promise<Game[]>;
  genreGames(query: GenreGamesQuery): Promise<Game[]>;
  genres(kind: GenreListKind): Promise<Genre[]>;
  /** The game page for the caller (isLiked, isBookmarked and userRating are the caller's). */
  detail(uniqueName: string): Promise<GameDetail>;
  similar(gameId: string, page: number, limit: number): Promise<Game[]>;
  search(term: string): Promise<SearchResults>;
  /** Spec §7 "GET /play/game/search/items reads data.searchItems": the most searched games. */
  searchItems(): Promise<Game[]>;
  hotGames(): Promise<Game[]>;
  trailers(): Promise<Trailer[]>;
}
export const GameCataloguePort = token<GameCataloguePort>('GameCataloguePort');
