import { genreRowId, type HomeRowId } from '../../../domain/home-rows';
import { PRESET_GENRE_ROWS } from '../../../domain/genre-rows';

/**
 * The order of the game rows on /home (spec §2 "Home rows"). The trailers strip opens the page
 * (its first trailer is the hero, spec §7 "shuffled except the first item"); the player's own rows
 * come early because they are the quickest way back into a game.
 */
export const HOME_ROWS_BEFORE_WIDGETS: readonly HomeRowId[] = [
  // "Continue playing" first: one tap back into the game the player was playing.
  'recently-played',
  'spotlight',
  'quick-play',
  'favorites',
  'top-ten',
  'trending',
  // Three more rows before the leaderboard widget: on a phone the compact rows are short, and the
  // widget (the tournament area's code and a board) must stay out of the first screen's work.
  'recently-added',
  'gamers-choice',
  'suggested',
];

export const HOME_ROWS_AFTER_WIDGETS: readonly HomeRowId[] = [
  'weekly-top',
  'kids',
  'horror',
  // Spec §3 "Pre-set genre rows are racing, arcade, shooter, adventure, logic, fun, sports and puzzle".
  ...PRESET_GENRE_ROWS.map(genreRowId),
  'premium-games',
  'free-games',
];
