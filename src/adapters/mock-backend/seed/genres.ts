import type { MockDb, PlaySlug } from '../db';

/** A genre of the demo catalogue (its titles and their games are in game-titles.ts). */
export interface SeedGenre {
  readonly uniqueName: string;
  readonly name: string;
  readonly popularity: number;
}

/*
 * The spec's pre-set genre rows (racing ... puzzle) come first, then kids and horror, which the
 * home page shows as fixed rows. Popularity values differ so "most popular" has an order.
 */
export const SEED_GENRES: readonly SeedGenre[] = [
  { uniqueName: 'racing', name: 'Racing', popularity: 920 },
  { uniqueName: 'arcade', name: 'Arcade', popularity: 980 },
  { uniqueName: 'shooter', name: 'Shooter', popularity: 870 },
  { uniqueName: 'adventure', name: 'Adventure', popularity: 760 },
  { uniqueName: 'logic', name: 'Logic', popularity: 640 },
  { uniqueName: 'fun', name: 'Fun', popularity: 810 },
  { uniqueName: 'sports', name: 'Sports', popularity: 700 },
  { uniqueName: 'puzzle', name: 'Puzzle', popularity: 850 },
  { uniqueName: 'kids', name: 'Kids', popularity: 580 },
  { uniqueName: 'horror', name: 'Horror', popularity: 530 },
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
