import { genreRowId, homeRow, type HomeRowId } from '../../../domain/home-rows';
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

/**
 * The first row of /home that every visitor sees and that is asked of the server (a guest's
 * Continue playing is this device's plays, a guest has no favourites): its cards hold the first
 * Play of a game a guest may play, so it is loaded with the page's first data, and index.html's
 * boot script asks for it once the hero is painted (src/ui/route-manifest.ts).
 */
export const FIRST_CALLED_ROW: HomeRowId = HOME_ROWS_BEFORE_WIDGETS.find((id) => {
  const row = homeRow(id);
  return row !== null && !row.requiresLogin && row.guestsFromDevice !== true;
})!;
