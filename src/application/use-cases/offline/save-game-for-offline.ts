import type { SavedGamesPort } from '../../ports/saved-games.port';
import type { Clock } from '../../ports/clock.port';
import type { SaveProblem, SavedGamesState } from '../../stores/saved-games.store';
import { ServiceError } from '../../errors';
import { bundledGameSlug } from '../../../domain/saved-games';
import type { GameDetail } from '../../../domain/game';
import type { LoadSavedGames } from './load-saved-games';
import { savedEntry } from './saved-entry';

export type SaveOutcome = 'saved' | 'failed' | 'not-bundled' | 'ignored';

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
    if (!bundledGameSlug(game.playUrl)) return 'not-bundled';
    if (this.store.busy) return 'ignored';
    this.store.busy = game.uniqueName;
    this.store.failure = null;
    try {
      const files = await this.load.storeFilesOf(game);
      if (!files) return 'not-bundled';
      await this.saved.put(savedEntry(files, game, this.clock()));
      await this.load.execute();
      return 'saved';
    } catch (error) {
      const problem: SaveProblem = noRoom(error) ? 'no-room' : error instanceof ServiceError ? 'no-network' : 'not-possible';
      this.store.failure = { uniqueName: game.uniqueName, problem };
      return 'failed';
    } finally {
      this.store.busy = null;
    }
  }
}
