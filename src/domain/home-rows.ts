import { GAME_LISTS, type GameListId } from './game-lists';
import { FIXED_GENRE_ROW_SIZE, selectedGenreRowSize } from './genre-rows';
import { routeTo } from './route-paths';

/**
 * The rows of the home page (spec §2 "Home rows: kids, horror, recently added, quick play,
 * spotlight, recently played, selected genres, suggested for you, top ten, weekly top, trailers,
 * trending", plus gamers' choice and the favorites of spec §3 "homePageFavoriteGameList", and the
 * premium and free games of spec §1 "curated sections").
 * Trailers are not a game row: they have their own use case.
 */
export const FIXED_HOME_ROW_IDS = [
  'spotlight',
  'recently-played',
  'quick-play',
  'favorites',
  'recently-added',
  'top-ten',
  'gamers-choice',
  'suggested',
  'trending',
  'weekly-top',
  'kids',
  'horror',
  'premium-games',
  'free-games',
] as const;
export type FixedHomeRowId = (typeof FIXED_HOME_ROW_IDS)[number];
/** A selected-genre row: 'genre:racing'. */
export type GenreRowId = `genre:${string}`;
export type HomeRowId = FixedHomeRowId | GenreRowId;

export type HomeRowSource = { kind: 'list'; list: GameListId } | { kind: 'genre'; genre: string; selected: boolean };

export interface HomeRow {
  /** Also names the row: the UI words its title by the id (a genre row by its genre). */
  id: HomeRowId;
  source: HomeRowSource;
  /** Games asked for; null where the call takes no size (top ten, weekly top). */
  size: number | null;
  /** Spec §9: shuffled randomly on the client. */
  shuffled: boolean;
  /** Where "See all" leads, or null when the row has no full page. */
  seeAllPath: string | null;
  /** Rows about the player's account (favorites) are not shown to a guest. */
  requiresLogin: boolean;
  /**
   * For a guest the row is the games played on this device (the player's "Continue playing"),
   * with no "See all" page: the full list belongs to an account.
   */
  guestsFromDevice?: boolean;
}

const fromList = (
  id: FixedHomeRowId,
  list: GameListId,
  size: number | null,
  shuffled: boolean,
  requiresLogin = false,
): HomeRow => ({ id, source: { kind: 'list', list }, size, shuffled, seeAllPath: GAME_LISTS[list].path, requiresLogin });

const fixedGenre = (id: 'kids' | 'horror'): HomeRow => ({
  id,
  source: { kind: 'genre', genre: id, selected: false },
  size: FIXED_GENRE_ROW_SIZE,
  shuffled: false,
  seeAllPath: routeTo.genre(id),
  requiresLogin: false,
});

/*
 * Spec §9 page sizes on home: spotlight 15, recently played 10, quick play 20, gamers' choice 10,
 * suggested 10, trending 60. Shuffled: gamers' choice, quick play, spotlight, suggested, weekly top.
 * Not given: favorites and recently added show 10 like the other short rows.
 */
export const HOME_ROWS: Readonly<Record<FixedHomeRowId, HomeRow>> = {
  spotlight: fromList('spotlight', 'spotlight', 15, true),
  // "Continue playing": the server's recently played for a player, this device's plays for a guest.
  'recently-played': {
    ...fromList('recently-played', 'recentlyPlayed', 10, false),
    guestsFromDevice: true,
  },
  'quick-play': fromList('quick-play', 'quickplay', 20, true),
  favorites: fromList('favorites', 'bookmarkedGames', 10, false, true),
  'recently-added': fromList('recently-added', 'latestGames', 10, false),
  'top-ten': fromList('top-ten', 'topten', null, false),
  'gamers-choice': fromList('gamers-choice', 'gamersChoice', 10, true),
  suggested: fromList('suggested', 'suggestedGames', 10, true),
  trending: fromList('trending', 'trendingGames', 60, false),
  'weekly-top': fromList('weekly-top', 'weeklyTop', null, true),
  kids: fixedGenre('kids'),
  horror: fixedGenre('horror'),
  // The premium call takes no size (spec §7 "GET /play/premium/games"); free games show 10 like the short rows.
  'premium-games': fromList('premium-games', 'premiumGames', null, false),
  'free-games': fromList('free-games', 'freeGames', 10, false),
};

export const genreRowId = (genre: string): GenreRowId => `genre:${genre}`;

/** A selected-genre row (spec §7 ".../1/{n}/true for selected genre rows (shuffled)"). */
export function selectedGenreRow(genre: string): HomeRow {
  return {
    id: genreRowId(genre),
    source: { kind: 'genre', genre, selected: true },
    size: selectedGenreRowSize(genre),
    shuffled: true,
    seeAllPath: routeTo.genre(genre),
    requiresLogin: false,
  };
}

/** The row an id names, or null for an unknown id. */
export function homeRow(id: string): HomeRow | null {
  if (id.startsWith('genre:')) {
    const genre = id.slice('genre:'.length);
    return genre ? selectedGenreRow(genre) : null;
  }
  return Object.hasOwn(HOME_ROWS, id) ? HOME_ROWS[id as FixedHomeRowId] : null;
}
