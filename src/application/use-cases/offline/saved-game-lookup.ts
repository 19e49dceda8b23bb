import type { SavedGamesPort } from '../../ports/saved-games.port';
import { bundledGameSlug } from '../../../domain/saved-games';
import { namesSameGame, type GameDetail } from '../../../domain/game';

/**
 * What the device holds of a game, for opening and playing it without a network: the page saved
 * with the title, and whether every file of its bundled game is in the cache of saved games.
 */
export class SavedGameLookup {
  constructor(private readonly saved: SavedGamesPort) {}

  /** The game page kept when the title was saved, or null. */
  async detail(uniqueName: string): Promise<GameDetail | null> {
    const all = await this.saved.list().catch(() => []);
    return all.find((entry) => namesSameGame(entry.game.uniqueName, uniqueName))?.game ?? null;
  }

  /** True when the game at `playUrl` is a bundled game whose files are all on this device. */
  async playable(playUrl: string): Promise<boolean> {
    const slug = bundledGameSlug(playUrl);
    if (!slug) return false;
    try {
      const entry = (await this.saved.list()).find((saved) => saved.slug === slug);
      return entry ? (await this.saved.missingFiles(entry.files)).length === 0 : false;
    } catch {
      return false;
    }
  }
}
