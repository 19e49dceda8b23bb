import type { MockDb, PlaySlug } from '../db';

/** A genre of the demo catalogue and which bundled HTML5 games its titles launch. */
export interface SeedGenre {
  readonly uniqueName: string;
  readonly name: string;
  readonly popularity: number;
  /**
   * Bundled games the genre's titles launch, cycled by title index. Where a genre has a game of
   * its own (sports: cricket; racing: the lane racer; shooter: the space shooter) its titles name that game; the others still map onto the closest
   * bundled game in spirit until games of their own ship.
   */
  readonly slugs: readonly PlaySlug[];
  /**
   * A genre with several games of its own picks each title's game from a word in the title
   * ("Party Carrom" launches carrom), so the title always names the game it launches.
   */
  readonly byTitleWord?: readonly (readonly [word: string, slug: PlaySlug])[];
}

/*
 * The spec's pre-set genre rows (racing ... puzzle) come first, then kids and horror, which the
 * home page shows as fixed rows. Popularity values differ so "most popular" has an order.
 */
export const SEED_GENRES: readonly SeedGenre[] = [
  { uniqueName: 'racing', name: 'Racing', popularity: 920, slugs: ['racer'] },
  { uniqueName: 'arcade', name: 'Arcade', popularity: 980, slugs: ['breakout', 'snake'] },
  { uniqueName: 'shooter', name: 'Shooter', popularity: 870, slugs: ['shooter'] },
  { uniqueName: 'adventure', name: 'Adventure', popularity: 760, slugs: ['runner'] },
  { uniqueName: 'logic', name: 'Logic', popularity: 640, slugs: ['2048', '2048', 'quiz'] },
  {
    uniqueName: 'fun',
    name: 'Fun',
    popularity: 810,
    slugs: ['quiz'],
    byTitleWord: [
      ['Carrom', 'carrom'],
      ['Word', 'word'],
      ['Anagram', 'word'],
      ['Quiz', 'quiz'],
      ['Trivia', 'quiz'],
    ],
  },
  { uniqueName: 'sports', name: 'Sports', popularity: 700, slugs: ['cricket'] },
  { uniqueName: 'puzzle', name: 'Puzzle', popularity: 850, slugs: ['2048', 'memory'] },
  { uniqueName: 'kids', name: 'Kids', popularity: 580, slugs: ['memory', 'snake'] },
  { uniqueName: 'horror', name: 'Horror', popularity: 530, slugs: ['memory'] },
];

/** As public/games/index.json declares: only the side-scrolling runner wants landscape. */
export function orientationFor(slug: PlaySlug): 'portrait' | 'landscape' {
  return slug === 'runner' ? 'landscape' : 'portrait';
}

export function seedGenres(db: MockDb): void {
  SEED_GENRES.forEach((genre, order) => {
    db.genre.create({
      uniqueName: genre.uniqueName,
      name: genre.name,
      order,
      popularity: genre.popularity,
    });
  });
}
