import { token, type Token } from '../token';
import { GAME_LIST_IDS, type GameListId } from '../../domain/game-lists';
import { createStore } from './create-store';
import { emptyPaged, emptyRow, type GameRowState, type PagedGamesState } from './game-collections';

/**
 * One games area of the spec (§3 "Client state areas": spotlight, quickplay, topten, weeklyTop,
 * recentlyPlayed, trendingGames, latestGames, suggestedGames, bookmarkedGames, gamersChoice,
 * premiumGames), all built by this one factory. `row` is what the home page shows, `list` the
 * full page. For bookmarkedGames (spec §3 "allBookmarkedGameList, homePageFavoriteGameList,
 * isLoadMore"): row.items = homePageFavoriteGameList, list.items = allBookmarkedGameList,
 * list.hasMore = isLoadMore.
 */
export interface GameListState {
  row: GameRowState;
  list: PagedGamesState;
}

export const initialGameListState = (): GameListState => ({ row: emptyRow(), list: emptyPaged() });
export const createGameListStore = (): GameListState => createStore(initialGameListState);

/** One token per area, for screens: useStore(GameListStore.spotlight). */
export const GameListStore = Object.fromEntries(
  GAME_LIST_IDS.map((id) => [id, token<GameListState>(`GameListStore/${id}`)]),
) as Readonly<Record<GameListId, Token<GameListState>>>;

/** Every area by list id, for the use cases that serve any list. */
export type GameListStores = Readonly<Record<GameListId, GameListState>>;
export const GameListStores = token<GameListStores>('GameListStores');

export const createGameListStores = (): GameListStores =>
  Object.fromEntries(GAME_LIST_IDS.map((id) => [id, createGameListStore()])) as GameListStores;
