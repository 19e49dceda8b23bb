import type { GameProgressPort } from '../../ports/game-progress.port';
import type { AuthState } from '../../stores/auth.store';
import type { GameProgressState } from '../../stores/game-progress.store';
import { adoptProgress, progressOwner, readProgress, resumable, type GameProgress } from '../../../domain/game-progress';

/**
 * The player's game progress on this device, read and written for whoever is playing now: the
 * logged-in player, or the guest. A guest's progress stays with the player who logs in on the
 * device: the first time a logged-in player's progress is read, the guest's joins it (the better
 * best, the newer unfinished round) and the guest's is removed, so that it is not offered to the
 * next guest on a shared phone. A player's progress is never shown to a guest or another player.
 */
export class GameProgressBook {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly port: GameProgressPort,
    private readonly auth: AuthState,
    private readonly store: GameProgressState,
  ) {}

  /** The current owner's progress of a title (after adopting the guest's, for a player). */
  async read(title: string): Promise<GameProgress> {
    const owner = this.owner();
    if (owner !== 'guest') await this.adoptGuestProgress(owner);
    const progress = readProgress(await this.port.read(owner, title));
    this.show(owner, title, progress);
    return progress;
  }

  /**
   * Changes a title's progress. Changes are made one after the other, in the order the game sent
   * them: a save read before the end of the round and written after it would bring back a finished
   * round.
   */
  write(title: string, change: (progress: GameProgress) => GameProgress): Promise<void> {
    const owner = this.owner();
    const run = async () => {
      const next = change(readProgress(await this.port.read(owner, title)));
      await this.port.write(owner, title, next);
      this.show(owner, title, next);
    };
    const done = this.queue.then(run, run);
    this.queue = done.catch(() => undefined);
    return done;
  }

  private owner(): string {
    return progressOwner(this.auth.token ? this.auth.userId : null);
  }

  private async adoptGuestProgress(owner: string): Promise<void> {
    for (const title of await this.port.titles('guest')) {
      const guest = readProgress(await this.port.read('guest', title));
      const mine = readProgress(await this.port.read(owner, title));
      await this.port.write(owner, title, adoptProgress(mine, guest));
      await this.port.remove('guest', title);
    }
  }

  /** The page's view of it; another owner's titles are dropped first. */
  private show(owner: string, title: string, progress: GameProgress): void {
    if (this.store.owner !== owner) {
      this.store.owner = owner;
      this.store.byTitle = {};
    }
    this.store.byTitle[title] = { best: progress.best, resumable: resumable(progress) };
  }
}
