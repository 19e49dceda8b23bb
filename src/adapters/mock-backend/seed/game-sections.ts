import { writeList, type GameSection } from '../db';
import { sample, type Rng } from './prng';

/*
 * How many games each curated home row holds. Sizes are at least the home page sizes of
 * spec section 9 (spotlight 15, quick play 20, gamers' choice 10, suggested 10) so every row
 * is full; top ten is exactly 10 by definition.
 */
const SECTION_SIZES: ReadonlyArray<readonly [GameSection, number]> = [
  ['spotlight', 20],
  ['quick-play', 30],
  ['gamers-choice', 24],
  ['trending', 40],
  ['suggested', 16],
  ['weekly-top', 12],
];

interface SectionCandidate {
  id: string;
  isPremium: boolean;
  playCount: number;
  sections: string;
}

/**
 * Fills `sections` of every game in place. Curated rows are random samples over the whole
 * catalogue (so each row mixes genres); top ten is the ten most played games; 'free' holds
 * exactly the non-premium games.
 */
export function assignSections(rng: Rng, games: SectionCandidate[]): void {
  const membership = new Map<string, GameSection[]>(games.map((g) => [g.id, []]));
  for (const [section, size] of SECTION_SIZES) {
    for (const game of sample(rng, games, size)) membership.get(game.id)?.push(section);
  }
  const mostPlayed = [...games].sort((a, b) => b.playCount - a.playCount || a.id.localeCompare(b.id));
  for (const game of mostPlayed.slice(0, 10)) membership.get(game.id)?.push('top-ten');
  for (const game of games) {
    if (!game.isPremium) membership.get(game.id)?.push('free');
    game.sections = writeList(membership.get(game.id) ?? []);
  }
}
