import type { MockDb, PlaySlug } from '../db';
import { daysBefore } from './clock';
import { GENRE_WORDS, toKebabCase } from './game-names';
import { SEED_GENRES, orientationFor } from './genres';
import { assignSections } from './game-sections';
import { pick, randomInt, shuffled, type Rng } from './prng';

/** Titles per genre: 10 genres x 17 = 170 games, above the 160 the demo needs. */
export const GAMES_PER_GENRE = 17;
/**
 * The rules a bundled game's title can choose (its `mode`, public/games/index.json) and what each
 * means, said in the title's description: a title is a named variant that really plays differently.
 */
const GAME_VARIANTS: Partial<Record<PlaySlug, { modes: Readonly<Record<string, string>>; speeds: readonly string[] }>> = {
  cricket: {
    modes: {
      t20: 'Two overs of T20 cricket with three wickets in hand.',
      superover: 'A super over: chase the target in six balls with two wickets.',
      test: 'Test cricket: bat on until you lose your wicket.',
    },
    speeds: ['Gentle bowling.', 'Brisk bowling.', 'Fast bowling.'],
  },
  racer: {
    modes: {
      highway: 'Four lanes of highway traffic.',
      desert: 'Three sandy lanes, where sand slows you down.',
      night: 'A night road lit only by your headlights.',
    },
    speeds: ['An easy pace.', 'A quick pace.', 'Top speed from the start.'],
  },
  carrom: {
    modes: {
      classic: 'Carrom against the computer, turn by turn.',
      practice: 'Carrom practice: clear the board in as few strikes as you can.',
      timed: 'Timed carrom: pocket as many as you can before the clock runs out.',
    },
    speeds: ['A slow board.', 'A lively board.', 'A fast board and a sharp opponent.'],
  },
  word: {
    modes: {
      guess: 'Word Guess: find the five-letter word in six tries.',
      anagram: 'Word anagrams: unscramble ten words.',
      timed: 'A timed word race: unscramble as many as you can.',
    },
    speeds: ['Easy words.', 'Everyday words.', 'Hard words.'],
  },
  shooter: {
    modes: {
      waves: 'Enemy fleets in waves that come faster each time.',
      asteroids: 'Asteroids that split in two when hit.',
      boss: 'A boss with a health bar every fifth wave.',
    },
    speeds: ['Calm skies.', 'A steady fight.', 'A fierce fight.'],
  },
};

/** The variant a title launches: its mode and speed, in the game's address, and said in words. */
function variantOf(slug: PlaySlug, index: number): { query: string; text: string } {
  const variants = GAME_VARIANTS[slug];
  if (!variants) return { query: '', text: '' };
  const names = Object.keys(variants.modes);
  const mode = names[index % names.length] ?? '';
  const speed = (Math.floor(index / names.length) % 3) + 1;
  return { query: `?mode=${mode}&speed=${speed}`, text: `${variants.modes[mode]} ${variants.speeds[speed - 1]}` };
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

/**
 * Draws distinct titles for one genre, skipping any title already used. Walking the shuffled
 * word lists diagonally (offset 3 per round) uses each word at most three times, so a genre
 * does not end up with five "Neon ..." titles.
 */
function drawTitles(rng: Rng, genre: string, used: Set<string>): string[] {
  const words = GENRE_WORDS[genre];
  if (!words) throw new Error(`No word list for genre ${genre}`);
  const first = shuffled(rng, words.first);
  const second = shuffled(rng, words.second);
  const titles: string[] = [];
  for (let k = 0; titles.length < GAMES_PER_GENRE && k < first.length * second.length; k += 1) {
    const round = Math.floor(k / first.length);
    const title = `${first[k % first.length]} ${second[(k + round * 3) % second.length]}`;
    const key = toKebabCase(title);
    if (used.has(key)) continue;
    used.add(key);
    titles.push(title);
  }
  return titles;
}

export function buildGameRecords(rng: Rng): SeedGameRecord[] {
  const used = new Set<string>();
  const games: SeedGameRecord[] = [];
  for (const genre of SEED_GENRES) {
    const pitches = GENRE_WORDS[genre.uniqueName]?.pitches ?? ['{name} is waiting for you.'];
    drawTitles(rng, genre.uniqueName, used).forEach((name, index) => {
      const uniqueName = toKebabCase(name);
      const named = genre.byTitleWord?.find(([word]) => name.includes(word))?.[1];
      const playSlug = named ?? genre.slugs[index % genre.slugs.length] ?? 'snake';
      const variant = variantOf(playSlug, index);
      games.push({
        id: `g-${String(games.length + 1).padStart(3, '0')}`,
        uniqueName,
        name,
        description: [pick(rng, pitches).replace('{name}', name), variant.text, 'Play instantly in your browser.']
          .filter(Boolean)
          .join(' '),
        genre: genre.uniqueName,
        thumbnailUrl: `/mock-assets/art/${uniqueName}.svg`,
        bannerUrl: `/mock-assets/art/${uniqueName}.svg?variant=banner`,
        isPremium: false,
        playUrl: `/games/${playSlug}/${variant.query}`,
        playSlug,
        orientation: orientationFor(playSlug),
        totalLikes: 0,
        ratingAverage: 0,
        ratingCount: 0,
        // Popular genres get more plays so "most popular" lists look plausible.
        playCount: randomInt(rng, 200, 4000) + genre.popularity * randomInt(rng, 1, 12),
        // Spread over about a year, with the first few of each genre added in the last weeks
        // so "latest games" mixes genres.
        createdAt: daysBefore((index < 2 ? randomInt(rng, 1, 20) : randomInt(rng, 21, 400)) + rng()),
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
export function seedGames(db: MockDb, rng: Rng): void {
  for (const game of buildGameRecords(rng)) db.game.create(game);
}
