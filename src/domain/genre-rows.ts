import type { Genre } from './game';

/**
 * Genre rows of the home page.
 * Spec §3 "Pre-set genre rows are racing, arcade, shooter, adventure, logic, fun, sports and puzzle".
 * Spec §7 "Fixed genres kids and horror are on the homepage."
 */
export const PRESET_GENRE_ROWS = ['racing', 'arcade', 'shooter', 'adventure', 'logic', 'fun', 'sports', 'puzzle'] as const;
export const FIXED_GENRE_ROWS = ['kids', 'horror'] as const;

/** Spec §9 "Selected-genre row sizes: racing 4, arcade 3, shooter 5, adventure 4, logic 10, fun 5, other genres 10." */
const SELECTED_GENRE_ROW_SIZES: Readonly<Record<string, number>> = {
  racing: 4,
  arcade: 3,
  shooter: 5,
  adventure: 4,
  logic: 10,
  fun: 5,
};
export const OTHER_GENRE_ROW_SIZE = 10;

export const selectedGenreRowSize = (genre: string): number => SELECTED_GENRE_ROW_SIZES[genre] ?? OTHER_GENRE_ROW_SIZE;

/** The spec gives no size for the kids and horror rows; they match "other genres". */
export const FIXED_GENRE_ROW_SIZE = 10;

/** Spec §4: genre listings page with load more; the spec gives no page size. */
export const GENRE_PAGE_SIZE = 20;

/** A readable title for a genre's uniqueName when its name is not at hand ('tower-defense' → 'Tower Defense'). */
export function genreTitle(uniqueName: string): string {
  const words = uniqueName.split('-').filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/**
 * The /genres page (spec §7 "GET /play/genres and GET /play/genres/most/popular"): the first
 * `featuredCount` most popular genres, then every other genre once, in the catalogue's order.
 * When the full list is missing the popular list stands in for it, so the page still shows genres.
 */
export function arrangeGenres(
  all: readonly Genre[],
  popular: readonly Genre[],
  featuredCount: number,
): { featured: Genre[]; others: Genre[] } {
  const featured = popular.slice(0, Math.max(0, featuredCount));
  const shown = new Set(featured.map((genre) => genre.uniqueName));
  const source = all.length > 0 ? all : popular;
  return { featured, others: source.filter((genre) => !shown.has(genre.uniqueName)) };
}
