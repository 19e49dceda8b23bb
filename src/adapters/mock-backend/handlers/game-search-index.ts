import MiniSearch from 'minisearch';
import type { MockDb } from '../db';
import { GAME_FAMILY_NAMES } from '../seed/game-family-names';
import { PLAY_SLUGS, type PlaySlug } from '../db';

type GameRecord = ReturnType<MockDb['game']['getAll']>[number];

interface SearchDocument {
  id: string;
  name: string;
  bangla: string;
  romanised: string;
}

/**
 * Finds games by English name, Bangla name or a romanised spelling of it, forgiving a typo: one
 * wrong letter in a word of 4 letters, two in a longer one (two swapped letters are two edits); a
 * shorter word must be exact, or every three-letter word would match another. Runs in the mock backend only (MiniSearch is never
 * part of the portal's own code).
 */
export class GameSearchIndex {
  private index: MiniSearch<SearchDocument> | null = null;
  private indexedCount = -1;

  constructor(private readonly db: MockDb) {}

  /** Ids of the games that match `term`, best first. */
  search(term: string): string[] {
    return this.current()
      .search(term, { fuzzy: typoAllowance, prefix: (word) => word.length >= 3, combineWith: 'AND' })
      .map((hit) => String(hit.id));
  }

  private current(): MiniSearch<SearchDocument> {
    const games = this.db.game.getAll();
    // The catalogue only grows or shrinks through the control API; rebuild when its size changes.
    if (!this.index || games.length !== this.indexedCount) {
      this.index = new MiniSearch<SearchDocument>({ fields: ['name', 'bangla', 'romanised'], storeFields: [] });
      this.index.addAll(games.map(toDocument));
      this.indexedCount = games.length;
    }
    return this.index;
  }
}

function typoAllowance(word: string): number {
  const letters = [...word].length;
  if (letters < 4) return 0;
  return letters === 4 ? 1 : 2;
}

function toDocument(game: GameRecord): SearchDocument {
  const names = isPlaySlug(game.playSlug) ? GAME_FAMILY_NAMES[game.playSlug] : { bangla: [], romanised: [] };
  return { id: game.id, name: game.name, bangla: names.bangla.join(' '), romanised: names.romanised.join(' ') };
}

const isPlaySlug = (slug: string): slug is PlaySlug => (PLAY_SLUGS as readonly string[]).includes(slug);
