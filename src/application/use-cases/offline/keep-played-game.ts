import type { SavedGamesPort } from '../../ports/saved-games.port';
import type { Clock } from '../../ports/clock.port';
import type { DataSaverState } from '../../stores/data-saver.store';
import {
  bundledGameSlug,
  filesNoLongerNeeded,
  pageForDevice,
  playedOverLimit,
  type SavedGame,
} from '../../../domain/saved-games';
import type { GameDetail } from '../../../domain/game';
import type { LoadSavedGames } from './load-saved-games';
import type { RemoveSavedGame } from './remove-saved-game';
import { plainCopy, savedEntry } from './saved-entry';

/**
 * A bundled game the player opens is kept on the device too, so it plays offline next time
 * without a tap on "Save for offline". Its files have just been downloaded for playing, so keeping
 * them costs little (the browser answers from its own cache or with a short "not modified").
 * The device keeps the MAX_PLAYED_KEPT most recently played ones; saved ones stay until removed.
 * A title the player saved is renewed the same way, and stays saved: its copy is then the
 * deployed build's page (docs/decisions/0042), not the one of the day it was saved.
 * In data saver mode nothing is fetched in the background. Failures are silent: this is a
 * convenience, and the player can still save the game from its page.
 */
export class KeepPlayedGame {
  constructor(
    private readonly saved: SavedGamesPort,
    private readonly dataSaver: DataSaverState,
    private readonly load: LoadSavedGames,
    private readonly remove: RemoveSavedGame,
    private readonly clock: Clock,
  ) {}

  async execute(game: GameDetail): Promise<void> {
    if (this.dataSaver.on || !bundledGameSlug(game.playUrl)) return;
    try {
      const all = await this.saved.list();
      const kept = all.find((entry) => entry.game.uniqueName === game.uniqueName);
      const files = await this.load.storeFilesOf(game);
      if (!files) return;
      if (kept && !kept.played) return await this.renewSaved(kept, files, game, all);
      const entry = savedEntry(files, game, this.clock(), true);
      await this.saved.put(entry);
      for (const old of playedOverLimit([...all.filter((s) => s.game.uniqueName !== game.uniqueName), entry])) {
        await this.remove.execute(old.game.uniqueName);
      }
      await this.load.execute();
    } catch {
      // Kept or not, the game is playing; the page's "Save for offline" remains.
    }
  }

  /** A saved title keeps its place and stays saved; files its older copy needed and no title needs go. */
  private async renewSaved(
    kept: SavedGame,
    files: { bytes: number; files: readonly string[] },
    game: GameDetail,
    all: readonly SavedGame[],
  ): Promise<void> {
    const renewed = plainCopy<SavedGame>({ ...kept, bytes: files.bytes, files: files.files, game: pageForDevice(game) });
    await this.saved.put(renewed);
    const others = all.filter((s) => s.game.uniqueName !== game.uniqueName);
    await this.saved.removeFiles(filesNoLongerNeeded(kept, [renewed, ...others]));
    await this.load.execute();
  }
}
