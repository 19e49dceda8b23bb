import type { SavedGamesPort } from '../../ports/saved-games.port';
import type { Clock } from '../../ports/clock.port';
import type { SavedGamesState } from '../../stores/saved-games.store';
import { ServiceError } from '../../errors';
import { bundledGameSlug } from '../../../domain/saved-games';
import type { GameDetail } from '../../../domain/game';
import type { LoadSavedGames } from './load-saved-games';
import { savedEntry } from './saved-entry';

export type SaveOutcome = 'saved' | 'failed' | 'not-bundled' | 'ignored';

/** What the game page says when the files could not all be kept. */
export const SAVE_NO_ROOM = 'There is not enough space on this device to save this game.';
export const SAVE_NO_NETWORK = 'The game could not be downloaded. Check your connection and try again.';
export const SAVE_NOT_POSSIBLE = 'This game could not be saved on this device.';

const noRoom = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/**
 * "Save for offline" on a bundled game's page: every file the game's page loads goes into the
 * device's cache of saved games (the service worker serves /games/** from it when offline), and the
 * title joins the saved list with its page, so it opens and plays without a network. A save that
 * fails keeps nothing half-done and says why.
 */
export class SaveGameForOffline {
  constructor(
    private readonly saved: SavedGamesPort,
    private readonly store: SavedGamesState,
    private readonly load: LoadSavedGames,
    private readonly clock: Clock,
  ) {}

  async execute(game: GameDetail): Promise<SaveOutcome> {
    const slug = bundledGameSlug(game.playUrl);
    if (!slug) return 'not-bundled';
    if (this.store.busy) return 'ignored';
    this.store.busy = game.uniqueName;
    this.store.failure = null;
    try {
      await this.load.loadSizes();
      const files = this.store.bundled?.[slug];
      if (!files) return 'not-bundled';
      await this.saved.storeFiles(files.files);
      await this.saved.put(savedEntry(slug, files, game, this.clock()));
      await this.load.execute();
      return 'saved';
    } catch (error) {
      const message = noRoom(error) ? SAVE_NO_ROOM : error instanceof ServiceError ? SAVE_NO_NETWORK : SAVE_NOT_POSSIBLE;
      this.store.failure = { uniqueName: game.uniqueName, message };
      return 'failed';
    } finally {
      this.store.busy = null;
    }
  }
}
