/** What the day's shared picture says (drawn by result-picture.ts, loaded only when there is a result). */

/** The picture's words, already in the player's language and digits. */
export interface ResultPictureWords {
  /** "PlayZone daily challenge". */
  heading: string;
  /** The day, written out. */
  date: string;
  /** The game and its mode. */
  game: string;
  /** The score with its unit. */
  score: string;
  /** Days in a row, or '' without a streak. */
  streak: string;
  /** The 7, 14 and 28 days' marks. */
  marks: readonly { label: string; reached: boolean }[];
}

/** The file name the picture is shared and saved under. */
export const PICTURE_NAME = 'playzone-daily-challenge.png';
