import type { BundledGameModes } from '../../ports/bundled-game-modes.port';
import type { Clock } from '../../ports/clock.port';
import type { PlayerProgressBook } from './player-progress-book';
import { achievementCatalogue } from '../../../domain/achievement-catalogue';
import { dayDate, dhakaDay, nextDayStart } from '../../../domain/bangladesh-day';
import { dailyChallenge, upcomingChallenges, type DailyChallenge } from '../../../domain/daily-challenge';
import type { DailyResult } from '../../../domain/daily-results';

/** How many days after today a phone knows the challenges of, to play them offline. */
export const DAYS_KNOWN_AHEAD = 3;

export interface TodaysChallenge {
  /** Today's challenge, or null when no bundled game can be one. */
  challenge: DailyChallenge | null;
  /** Today's result, once the scored attempt is played; later runs are practice. */
  result: DailyResult | null;
  /** When the next challenge begins: midnight in Dhaka (ms since epoch), what the countdown counts to. */
  nextAt: number;
  /** How long until then (ms). */
  untilNext: number;
  /** The next days' challenges, known in advance. */
  upcoming: DailyChallenge[];
}

/**
 * Today's challenge for the top of /home: the game, mode and seed every player gets today in Dhaka,
 * whether the scored attempt is played, and the countdown to the next one. Chosen without the network.
 * Storage that cannot be read is no result yet.
 */
export class LoadDailyChallenge {
  constructor(
    private readonly book: PlayerProgressBook,
    private readonly games: BundledGameModes,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<TodaysChallenge> {
    const now = this.clock().getTime();
    const today = dhakaDay(now);
    const nextAt = nextDayStart(now);
    let result: DailyResult | null = null;
    try {
      const progress = await this.book.read(achievementCatalogue(this.games), now);
      result = progress.daily[dayDate(today)] ?? null;
    } catch {
      // Private mode: the challenge is still today's, played or not.
    }
    return {
      challenge: dailyChallenge(today, this.games),
      result,
      nextAt,
      untilNext: nextAt - now,
      upcoming: upcomingChallenges(today + 1, DAYS_KNOWN_AHEAD, this.games),
    };
  }
}
