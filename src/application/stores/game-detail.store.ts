import { token } from '../token';
import type { GameDetail, GameRating } from '../../domain/game';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';
import { emptyRow, type GameRowState } from './game-collections';

export interface RatingDetailsState extends AsyncState {
  /** Spec §3 "gameRatings ... sorted by rating descending". */
  items: GameRating[];
}

/** What is in flight, so the page can disable a button and a double tap cannot toggle twice. */
export interface GameActionsPending {
  like: boolean;
  bookmark: boolean;
  rating: boolean;
}

/** Spec §3 area gameDetail; §2 "Game detail page: similar games, likes, bookmarks, ratings and reviews". */
export interface GameDetailState extends AsyncState {
  /** The uniqueName being shown (set as soon as the load starts). */
  uniqueName: string | null;
  /**
   * The server said there is no such game (spec §8 'Game not found'), as opposed to a failure to
   * load it (no answer, a server error), which the page offers to retry.
   */
  notFound: boolean;
  /**
   * The uniqueName asked for when the server answered the game under another one (a renamed game,
   * an old link the server maps to the new name): the page shows that game and corrects its address.
   */
  renamedFrom: string | null;
  game: GameDetail | null;
  similar: GameRowState;
  ratings: RatingDetailsState;
  pending: GameActionsPending;
}

/** Spec §4 "Resetting game detail clears game, status and error" (and what hangs off the game). */
export const initialGameDetailState = (): GameDetailState => ({
  status: 'idle',
  error: undefined,
  uniqueName: null,
  notFound: false,
  renamedFrom: null,
  game: null,
  similar: emptyRow(),
  ratings: { status: 'idle', error: undefined, items: [] },
  pending: { like: false, bookmark: false, rating: false },
});
export const createGameDetailStore = (): GameDetailState => createStore(initialGameDetailState);
export const GameDetailStore = token<GameDetailState>('GameDetailStore');
