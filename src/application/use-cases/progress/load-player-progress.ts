import type { BundledGameModes } from '../../ports/bundled-game-modes.port';
import type { Clock } from '../../ports/clock.port';
import type { PlayerProgressBook } from './player-progress-book';
import { achievementCatalogue } from '../../../domain/achievement-catalogue';
import type { Achievement } from '../../../domain/achievements';
import { dhakaDay } from '../../../domain/bangladesh-day';
import type { Bests } from '../../../domain/bests';
import type { DailyResults } from '../../../domain/daily-results';
import { playedDays } from '../../../domain/player-progress';
import { streakOn, type Streak } from '../../../domain/streak';

/** An achievement as the profile and a game page list it: unlocked with the moment it was earned, or still to earn. */
export interface AchievementStanding {
  achievement: Achievement;
  /** When it was earned (ms since epoch; its day is read in Dhaka time), or null while locked. */
  earnedAt: number | null;
}

export interface PlayerProgressView {
  streak: Streak;
  bests: Bests;
  /** Every achievement of the games asked for, in the catalogue's order. */
  achievements: AchievementStanding[];
  daily: DailyResults;
}

/**
 * The player's streak, bests, achievements and daily results for /home, the profile and a game's
 * page (only that game's achievements, when a game is given). Storage that cannot be read shows no
 * progress rather than failing the page.
 */
export class LoadPlayerProgress {
  constructor(
    private readonly book: PlayerProgressBook,
    private readonly games: BundledGameModes,
    private readonly clock: Clock,
  ) {}

  async execute(game?: string): Promise<PlayerProgressView> {
    const now = this.clock().getTime();
    const catalogue = achievementCatalogue(this.games);
    const shown = game === undefined ? catalogue : catalogue.filter((achievement) => achievement.game === game);
    try {
      const progress = await this.book.read(catalogue, now);
      return {
        streak: streakOn(dhakaDay(now), playedDays(progress)),
        bests: game === undefined ? progress.bests : { ...(progress.bests[game] ? { [game]: progress.bests[game] } : {}) },
        achievements: shown.map((achievement) => ({
          achievement,
          earnedAt: progress.achievements[achievement.id]?.earnedAt ?? null,
        })),
        daily: progress.daily,
      };
    } catch {
      return {
        streak: streakOn(dhakaDay(now), []),
        bests: {},
        achievements: shown.map((achievement) => ({ achievement, earnedAt: null })),
        daily: {},
      };
    }
  }
}
