import type { BundledGameModes } from '../../ports/bundled-game-modes.port';
import type { Clock } from '../../ports/clock.port';
import type { PlayerProgressBook } from './player-progress-book';
import { achievementCatalogue } from '../../../domain/achievement-catalogue';
import type { Achievement } from '../../../domain/achievements';

/**
 * At login: what the guest played on this device joins the account's progress, never lost and
 * never counted twice, and is removed from the guest, so a second account on the phone starts
 * clean (docs/decisions/0057). Returns the achievements only the two together unlocked. Storage that
 * cannot be opened merges nothing now; the account's first read of its progress tries again.
 */
export class MergeGuestProgress {
  constructor(
    private readonly book: PlayerProgressBook,
    private readonly games: BundledGameModes,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<Achievement[]> {
    try {
      return await this.book.mergeGuest(userId, achievementCatalogue(this.games), this.clock().getTime());
    } catch {
      return [];
    }
  }
}
