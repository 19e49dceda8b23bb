import { dayDate } from './bangladesh-day';
import type { DailyChallenge } from './daily-challenge';

/**
 * The daily challenge's results: one scored attempt a day. The first finished round of the day's
 * challenge is the day's result; later runs that day are practice and do not count (docs/decisions/0057).
 */
export interface DailyResult {
  game: string;
  mode: string;
  seed: number;
  score: number;
  /** When the attempt ended (ms since epoch). */
  playedAt: number;
}

/** The results by day, the day written as its date in Dhaka (YYYY-MM-DD). */
export type DailyResults = Readonly<Record<string, DailyResult>>;

/** What became of a finished round of the day's challenge. */
export type DailyAttempt = { counted: true; result: DailyResult } | { counted: false; practice: true; result: DailyResult };

/**
 * A finished round of the day's challenge: the day's result when it is the first, practice when the
 * day already has one. The results are returned unchanged for practice.
 */
export function recordDailyAttempt(
  results: DailyResults,
  challenge: DailyChallenge,
  score: number,
  playedAt: number,
): { results: DailyResults; attempt: DailyAttempt } {
  const date = dayDate(challenge.day);
  const earlier = results[date];
  if (earlier) return { results, attempt: { counted: false, practice: true, result: earlier } };
  const result: DailyResult = { game: challenge.game, mode: challenge.mode, seed: challenge.seed, score, playedAt };
  return { results: { ...results, [date]: result }, attempt: { counted: true, result } };
}

/**
 * Of two results of the same day (a guest's and an account's, merged at login), the one that counts:
 * the earlier attempt, as on one phone; equal times keep the better score, so either order gives the
 * same result.
 */
export function firstAttempt(a: DailyResult, b: DailyResult): DailyResult {
  if (a.playedAt !== b.playedAt) return a.playedAt < b.playedAt ? a : b;
  if (a.score !== b.score) return a.score > b.score ? a : b;
  return JSON.stringify(a) <= JSON.stringify(b) ? a : b;
}
