import { allowedForChildren, childrenCatalogue } from '../../../domain/family-catalogue';
import type { Game } from '../../../domain/game';
import type { FamilyModeBook } from './family-mode-book';

type Listed = Pick<Game, 'uniqueName' | 'genre' | 'isPremium'>;

/**
 * The children's catalogue while family mode is on: rows, search and deep links keep to the same
 * set, and tournaments are hidden. With family mode off every game is shown.
 */
export class ChildrenCatalogue {
  constructor(private readonly book: FamilyModeBook) {}

  /** The games of a list the player may see, in the list's order. */
  filter<G extends Listed>(games: readonly G[]): G[] {
    const settings = this.book.inForce();
    return settings ? childrenCatalogue(games, settings) : [...games];
  }

  /** Whether a game reached by its address may be opened. */
  allows(game: Listed): boolean {
    const settings = this.book.inForce();
    return settings ? allowedForChildren(game, settings) : true;
  }

  /** "Premium and tournaments hidden." */
  hidesTournaments(): boolean {
    return this.on();
  }

  /** Whether family mode guards the player now. */
  on(): boolean {
    return this.book.inForce() !== null;
  }
}
