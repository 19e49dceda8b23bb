import type { Game } from './game';
import type { FamilySettings } from './family-settings';

/**
 * The children's catalogue: "only games of the kids' and puzzle genres and games the parent allows
 * by name; premium and tournaments hidden; search keeps to the same set."
 */

/** The genres (their uniqueName) a child sees without the parent naming a game. */
export const CHILDREN_GENRES: readonly string[] = ['kids', 'puzzle'];

/**
 * Whether a child may see and open a game. Premium games stay hidden even when the parent named
 * one: playing them needs a plan, which a child cannot buy without the PIN.
 */
export function allowedForChildren(
  game: Pick<Game, 'uniqueName' | 'genre' | 'isPremium'>,
  settings: Pick<FamilySettings, 'allowedGames'>,
): boolean {
  if (game.isPremium) return false;
  return CHILDREN_GENRES.includes(game.genre) || settings.allowedGames.includes(game.uniqueName);
}

/** The games of a list a child may see, in the list's order. */
export const childrenCatalogue = <G extends Pick<Game, 'uniqueName' | 'genre' | 'isPremium'>>(
  games: readonly G[],
  settings: Pick<FamilySettings, 'allowedGames'>,
): G[] => games.filter((game) => allowedForChildren(game, settings));
