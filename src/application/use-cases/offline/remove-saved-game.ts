import type { SavedGamesPort } from '../../ports/saved-games.port';
import type { SavedGamesState } from '../../stores/saved-games.store';
import { filesNoLongerNeeded } from '../../../domain/saved-games';
import type { LoadSavedGames } from './load-saved-games';

/**
 * Removes a saved title (the profile's list, or its game page). Its files leave the device unless
 * another saved title still needs them: removing "Snake Maze" keeps "Snake Classic" playable
 * offline, and the files every game shares stay while any saved game remains.
 */
export class RemoveSavedGame {
  constructor(
    private readonly saved: SavedGamesPort,
    private readonly store: SavedGamesState,
    private readonly load: LoadSavedGames,
  ) {}

  async execute(uniqueName: string): Promise<void> {
    if (this.store.busy) return;
    this.store.busy = uniqueName;
    try {
      const all = await this.saved.list();
      const removed = all.find((s) => s.game.uniqueName === uniqueName);
      await this.saved.delete(uniqueName);
      const rest = all.filter((s) => s.game.uniqueName !== uniqueName);
      if (removed) await this.saved.removeFiles(filesNoLongerNeeded(removed, rest));
      await this.load.execute();
    } finally {
      this.store.busy = null;
    }
  }
}
