import type { MockDb, PlaySlug } from '../db';
import type { SeedClock } from './clock';
import { toKebabCase } from './game-names';
import { GENRE_TITLES, type TitleSpec } from './game-titles';
import { GAME_VARIANTS, variantText } from './game-variants';
import { SEED_GENRES, orientationFor } from './genres';
import { assignSections } from './game-sections';
import { pick, randomInt, shuffled, type Rng } from './prng';

/** Titles per genre: 10 genres x 17 = 170 games, above the 160 the demo needs. */
export const GAMES_PER_GENRE = 17;

/** The address a title launches: its game, with the mode, speed and theme the title promises. */
export function playUrlOf(title: TitleSpec): string {
  return `/games/${title.slug}/?mode=${title.mode}&speed=${title.speed}&theme=${title.theme}`;
}

/** Share of premium titles (spec: premium and free games are both browsable). */
const PREMIUM_SHARE = 0.25;

/** A game as the seed builds it, before engagement totals are filled in. */
export interface SeedGameRecord {
  id: string;
  uniqueName: string;
  name: string;
  description: string;
  genre: string;
  thumbnailUrl: string;
  bannerUrl: string;
  isPremium: boolean;
  playUrl: string;
  playSlug: PlaySlug;
  orientation: 'portrait' | 'landscape';
  totalLikes: number;
  ratingAverage: number;
  ratingCount: number;
  playCount: number;
  createdAt: string;
  sections: string;
}

export function buildGameRecords(rng: Rng, clock: SeedClock): SeedGameRecord[] {
  const games: SeedGameRecord[] = [];
  for (const genre of SEED_GENRES) {
    const titles = GENRE_TITLES[genre.uniqueName] ?? [];
    if (titles.length !== GAMES_PER_GENRE) throw new Error(`Genre ${genre.uniqueName} needs ${GAMES_PER_GENRE} titles`);
    // Shuffled so the catalogue order (and "latest games") mixes the games within a genre.
    shuffled(rng, titles).forEach((title, index) => {
      const uniqueName = toKebabCase(title.name);
      games.push({
        id: `g-${String(games.length + 1).padStart(3, '0')}`,
        uniqueName,
        name: title.name,
        description: [
          pick(rng, GAME_VARIANTS[title.slug].pitches).replace('{name}', title.name),
          variantText(title.slug, title.mode, title.speed),
          'Play instantly in your browser.',
        ].join(' '),
        genre: genre.uniqueName,
        thumbnailUrl: `/mock-assets/art/${uniqueName}.svg`,
        bannerUrl: `/mock-assets/art/${uniqueName}.svg?variant=banner`,
        isPremium: false,
        playUrl: playUrlOf(title),
        playSlug: title.slug,
        orientation: orientationFor(title.slug),
        totalLikes: 0,
        ratingAverage: 0,
        ratingCount: 0,
        // Popular genres get more plays so "most popular" lists look plausible.
        playCount: randomInt(rng, 200, 4000) + genre.popularity * randomInt(rng, 1, 12),
        // Spread over about a year, with the first few of each genre added in the last weeks
        // so "latest games" mixes genres.
        createdAt: clock.daysBefore((index < 2 ? randomInt(rng, 1, 20) : randomInt(rng, 21, 400)) + rng()),
        sections: '',
      });
    });
  }
  const premiumCount = Math.round(games.length * PREMIUM_SHARE);
  for (const game of shuffled(rng, games).slice(0, premiumCount)) game.isPremium = true;
  assignSections(rng, games);
  return games;
}

/** Creates the catalogue; likes and ratings totals are filled in later by seedEngagement. */
export function seedGames(db: MockDb, rng: Rng, clock: SeedClock): void {
  for (const game of buildGameRecords(rng, clock)) db.game.create(game);
}
