import type { BundledGameModes } from '../../ports/bundled-game-modes.port';
import type { Clock } from '../../ports/clock.port';
import type { PlayerProgressBook } from './player-progress-book';
import { achievementCatalogue } from '../../../domain/achievement-catalogue';
import { isAchievementEvent, unlockAchievements, type Achievement } from '../../../domain/achievements';
import { gamePlayOf, withGameEvent } from '../../../domain/player-progress';

/**
 * A moment only the game can see (a win, a clean round), sent over the bridge as an achievement
 * event ('achievement' in src/games/protocol.ts): kept with the game's play, and the achievements it
 * meets unlocked, on the device, offline too. An event the catalogue does not name is ignored.
 */
export class RecordGameEvent {
  constructor(
    private readonly book: PlayerProgressBook,
    private readonly games: BundledGameModes,
    private readonly clock: Clock,
  ) {}

  async execute(game: string, event: string): Promise<Achievement[]> {
    if (!isAchievementEvent(event) || !this.games.some((candidate) => candidate.slug === game)) return [];
    const now = this.clock().getTime();
    const catalogue = achievementCatalogue(this.games);
    try {
      return await this.book.change(catalogue, now, (before) => {
        const progress = withGameEvent(before, game, event, now);
        const { unlocked, newly } = unlockAchievements(catalogue, game, gamePlayOf(progress, game), progress.achievements, now);
        return { progress: { ...progress, achievements: unlocked }, outcome: newly };
      });
    } catch {
      return [];
    }
  }
}
