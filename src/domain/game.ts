import { routeTo } from './route-paths';

/**
 * Games as the portal shows them. Spec §3 names only the detail fields the rules act on
 * (isBookmarked, isLiked, totalLikes, rating, userRating); the rest is what a card and a game
 * page need to be drawn: "Other game fields are not shown".
 */

/** A game in any list (home rows, genre pages, search, favorites). */
export interface Game {
  id: string;
  uniqueName: string;
  name: string;
  /** uniqueName of the game's genre ('' when the server did not say). */
  genre: string;
  thumbnailUrl: string;
  isPremium: boolean;
  /**
   * Where the game runs, when a list says (spec §3 shows no list fields; the game page always has
   * it): a card shows a bundled game's download size from it.
   */
  playUrl?: string;
}

export type Orientation = 'portrait' | 'landscape';

/** The player's own rating of a game (spec §3 "userRating {rating, comment}"). */
export interface UserRating {
  rating: number;
  comment: string;
}

/** The game page (spec §3 "Game detail"). */
export interface GameDetail extends Game {
  description: string;
  bannerUrl: string;
  playUrl: string;
  orientation: Orientation;
  isBookmarked: boolean;
  isLiked: boolean;
  totalLikes: number;
  /** "rating (the average)" of every player's rating, 0 when nobody rated yet. */
  rating: number;
  ratingCount: number;
  /** null for a guest or a player who has not rated this game. */
  userRating: UserRating | null;
}

/** One review of a game (spec §3 "Rating details response: gameRatings, a list with a rating field per entry"). */
export interface GameRating {
  id: string;
  userName: string;
  rating: number;
  comment: string;
  /** ISO date-time, '' when unknown. */
  createdAt: string;
}

/** Spec §3 "Genre: uniqueName, name". */
export interface Genre {
  uniqueName: string;
  name: string;
}

/** Spec §3 "Trailer list: fields not shown"; what a hero banner needs. */
export interface Trailer {
  id: string;
  title: string;
  posterUrl: string;
  /** The game the trailer leads to. */
  gameUniqueName: string;
}

/** Spec §3 "sorted by rating descending"; equal ratings keep the server's order (newest first). */
export function sortRatingsDescending(ratings: readonly GameRating[]): GameRating[] {
  return [...ratings].sort((a, b) => b.rating - a.rating);
}

/**
 * Whether an address names this game: game addresses are matched without regard to case or
 * Unicode form, so /game-details/Rally-Chase shows the game whose uniqueName is rally-chase.
 */
export const namesSameGame = (a: string, b: string): boolean =>
  a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

/** The in-app path of a game page (spec §2 "/game-details/{gameUniqueName}"). */
export const gameDetailsPath = (game: Pick<Game, 'uniqueName'>): string => routeTo.gameDetails(game.uniqueName);
