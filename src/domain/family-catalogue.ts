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

/**
 * The games a parent allows by name, as typed on the family mode page: names or game addresses,
 * separated by commas or lines. A name is read as the game's address name ("Rally Chase" is
 * rally-chase); an address (/game-details/rally-chase, or a whole link) by its last part. Each game
 * once, in the order typed.
 */
export function parseAllowedGames(text: string): string[] {
  const names = text
    .split(/[,\n]/)
    .map((part) => {
      const last =
        part
          .trim()
          .replace(/[?#].*$/, '')
          .split('/')
          .filter(Boolean)
          .pop() ?? '';
      return (
        last
          .normalize('NFC')
          .toLowerCase()
          // "Pirate's Cove" is pirates-cove, as the catalogue names its games.
          .replace(/['\u2019]/g, '')
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-+|-+$/g, '')
      );
    })
    .filter((name) => name !== '');
  return [...new Set(names)];
}
