import type { BundledGameModes } from '../../ports/bundled-game-modes.port';
import type { Clock } from '../../ports/clock.port';
import type { PlayerProgressBook } from './player-progress-book';
import { achievementCatalogue } from '../../../domain/achievement-catalogue';
import { unlockAchievements, type Achievement } from '../../../domain/achievements';
import { dhakaDay } from '../../../domain/bangladesh-day';
import { dailyChallenge, isTheChallenge } from '../../../domain/daily-challenge';
import { recordDailyAttempt, type DailyAttempt } from '../../../domain/daily-results';
import { modeOfKey } from '../../../domain/game-modes';
import { gamePlayOf, playedDays, withRoundFinished } from '../../../domain/player-progress';
import { milestoneReached, streakOn, type Streak, type StreakMilestone } from '../../../domain/streak';

/** A round a bundled game finished, as the play screen heard it ('game-over' in src/games/protocol.ts). */
export interface FinishedRound {
  /** The game's slug. */
  game: string;
  /** The progress key the round was played under (its mode); the game's first mode without one. */
  key?: string;
  score: number;
  /** The seed the portal gave the game in its address, when it gave one (the daily challenge does). */
  seed?: number | null;
}

/** What a finished round changed, for the end of a game to show. */
export interface FinishedRoundOutcome {
  /** False when the device could not keep it (private mode, a full disk): nothing below happened. */
  kept: boolean;
  /** The daily challenge's attempt when the round was today's challenge: counted, or practice; else null. */
  daily: DailyAttempt | null;
  newBest: boolean;
  /** Achievements unlocked by this round, each only ever once. */
  unlocked: Achievement[];
  streak: Streak;
  /** The streak milestone (7, 14, 28 days) this round's daily attempt has just reached, or null. */
  milestone: StreakMilestone | null;
}

/**
 * A bundled game's round has ended: it counts toward the game's rounds, its best for the mode and
 * its achievements; and when it was today's challenge (its game, mode and seed, today in Dhaka) and
 * the first attempt today, it is the day's result and the streak goes on. A later attempt the same day
 * is practice and changes neither (docs/decisions/0057). A game the portal does not bundle is not
 * recorded.
 */
export class RecordFinishedGame {
  constructor(
    private readonly book: PlayerProgressBook,
    private readonly games: BundledGameModes,
    private readonly clock: Clock,
  ) {}

  async execute(round: FinishedRound): Promise<FinishedRoundOutcome> {
    const now = this.clock().getTime();
    const today = dhakaDay(now);
    const game = this.games.find((candidate) => candidate.slug === round.game);
    const mode = game ? modeOfKey(game, round.key) : null;
    const catalogue = achievementCatalogue(this.games);
    const nothing: FinishedRoundOutcome = {
      kept: false,
      daily: null,
      newBest: false,
      unlocked: [],
      streak: streakOn(today, []),
      milestone: null,
    };
    if (!game || mode === null) return nothing;
    const challenge = dailyChallenge(today, this.games);
    try {
      return await this.book.change(catalogue, now, (before) => {
        const streakBefore = streakOn(today, playedDays(before));
        const finished = withRoundFinished(before, { game: game.slug, mode, score: round.score }, now);
        let progress = finished.progress;
        let daily: DailyAttempt | null = null;
        if (challenge && isTheChallenge(challenge, { game: game.slug, mode, seed: round.seed })) {
          const attempt = recordDailyAttempt(progress.daily, challenge, round.score, now);
          progress = { ...progress, daily: attempt.results };
          daily = attempt.attempt;
        }
        const { unlocked, newly } = unlockAchievements(
          catalogue,
          game.slug,
          gamePlayOf(progress, game.slug),
          progress.achievements,
          now,
        );
        progress = { ...progress, achievements: unlocked };
        const streak = streakOn(today, playedDays(progress));
        return {
          progress,
          outcome: {
            kept: true,
            daily,
            newBest: finished.newBest,
            unlocked: newly,
            streak,
            milestone: milestoneReached(streakBefore, streak),
          },
        };
      });
    } catch {
      return nothing;
    }
  }
}
