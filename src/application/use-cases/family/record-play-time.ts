import { addPlayed, playTimeVerdict, type PlayTimeVerdict } from '../../../domain/family-play-time';
import type { Clock } from '../../ports/clock.port';
import type { FamilyModeBook } from './family-mode-book';

/**
 * The play screen reports the time played (from `since` until now) and asks whether time is up:
 * "when it is reached the game in play finishes its round, then the portal says time is up for
 * today". Nothing is counted while family mode sets no daily limit.
 */
export class RecordPlayTime {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly clock: Clock,
  ) {}

  /** Adds the play since `since` (epoch ms), then says what the screen does with the round in play or not. */
  execute(since: number, roundInPlay: boolean): PlayTimeVerdict {
    const limit = this.book.inForce()?.dailyMinutes ?? null;
    const now = this.clock().getTime();
    if (limit === null) return { code: 'play-time-unlimited' };
    const day = addPlayed(this.book.playDay(), since, now);
    this.book.savePlayDay(day);
    return playTimeVerdict(day, limit, now, roundInPlay);
  }
}

/** Whether time is up, without adding play: before a game opens, or when a round ends. */
export class AskPlayTime {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly clock: Clock,
  ) {}

  execute(roundInPlay: boolean): PlayTimeVerdict {
    const limit = this.book.inForce()?.dailyMinutes ?? null;
    return playTimeVerdict(this.book.playDay(), limit, this.clock().getTime(), roundInPlay);
  }
}
