import type { IdGenerator } from '../../ports/id-generator.port';
import type { PlayerProgressPort } from '../../ports/player-progress.port';
import type { AuthState } from '../../stores/auth.store';
import type { Achievement } from '../../../domain/achievements';
import { progressOwner } from '../../../domain/game-progress';
import { emptyProgress, readPlayerProgress, type PlayerProgress } from '../../../domain/player-progress';
import { mergeGuestIntoAccount } from '../../../domain/progress-merge';

/**
 * The player's progress on this device (docs/decisions/0057), read and changed for whoever plays
 * now: the logged-in player, or the guest. A player's progress is never shown to a guest or another
 * player. A guest's progress joins the first account that logs in on the device and is then removed,
 * so the next guest, or a second account on the same phone, starts clean.
 *
 * Changes are made one after the other: two rounds ending together are both counted.
 */
export class PlayerProgressBook {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly port: PlayerProgressPort,
    private readonly auth: AuthState,
    private readonly newId: IdGenerator,
  ) {}

  /** The current owner's progress (for an account, after the guest's has joined it). */
  read(catalogue: readonly Achievement[], now: number): Promise<PlayerProgress> {
    const owner = this.owner();
    return this.inTurn(async () => {
      if (owner !== 'guest') await this.joinGuestIfPossible(owner, catalogue, now);
      return this.load(owner);
    });
  }

  /**
   * Changes the progress of the owner playing when it is called (a round that ended just before a
   * logout is the player's, not the next guest's) and returns what the change said.
   */
  change<T>(
    catalogue: readonly Achievement[],
    now: number,
    change: (progress: PlayerProgress) => { progress: PlayerProgress; outcome: T },
  ): Promise<T> {
    const owner = this.owner();
    return this.inTurn(async () => {
      if (owner !== 'guest') await this.joinGuestIfPossible(owner, catalogue, now);
      const { progress, outcome } = change(await this.load(owner));
      await this.port.write(owner, progress);
      return outcome;
    });
  }

  /**
   * The guest's progress merged into this account's, then removed; what only the two together
   * unlocked is returned. Nothing happens without a guest's progress, so a repeated call, or a
   * second account after the first, merges nothing. The account's record is written before the
   * guest's is removed: if the removal fails, merging again counts nothing twice.
   */
  mergeGuest(userId: string, catalogue: readonly Achievement[], now: number): Promise<Achievement[]> {
    return this.inTurn(() => this.joinGuest(progressOwner(userId), catalogue, now));
  }

  /** A merge that cannot be written now (a full disk) is tried again later; the account's own progress still shows. */
  private async joinGuestIfPossible(owner: string, catalogue: readonly Achievement[], now: number): Promise<void> {
    try {
      await this.joinGuest(owner, catalogue, now);
    } catch {
      // The guest's record is still there: the next read merges it.
    }
  }

  private async joinGuest(owner: string, catalogue: readonly Achievement[], now: number): Promise<Achievement[]> {
    const raw = await this.port.read('guest');
    if (raw === undefined || raw === null) return [];
    const { progress, newly } = mergeGuestIntoAccount(
      await this.load(owner),
      readPlayerProgress(raw, this.newId()),
      catalogue,
      now,
    );
    await this.port.write(owner, progress);
    await this.port.remove('guest');
    return newly;
  }

  private async load(owner: string): Promise<PlayerProgress> {
    const raw = await this.port.read(owner);
    return raw === undefined ? emptyProgress(this.newId()) : readPlayerProgress(raw, this.newId());
  }

  private owner(): string {
    return progressOwner(this.auth.token ? this.auth.userId : null);
  }

  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const done = this.queue.then(run, run);
    this.queue = done.catch(() => undefined);
    return done;
  }
}
