import { mergeBests } from './bests';
import { firstAttempt, type DailyResult } from './daily-results';
import { mergeUnlocked, unlockAchievements, type Achievement } from './achievements';
import { gamePlayOf, type PlayerProgress } from './player-progress';

/**
 * A guest's progress joining an account's at login (docs/decisions/0057): nothing is lost and
 * nothing counts twice.
 * - A day's daily result on both sides counts once: the earlier attempt, as on one phone.
 * - The streak is not merged: it is counted again from the merged days.
 * - Achievements: every one either side unlocked, with the earlier date.
 * - Bests: the higher score of each game and mode (of equal ones, the one set first).
 * - Rounds are counted per record (its origin) and the larger count of each record kept, so merging
 *   the same guest twice adds its rounds once.
 * Merging twice is merging once, and the order of the two sides changes nothing but whose record
 * (origin) the result is.
 */
export function mergeProgress(into: PlayerProgress, from: PlayerProgress): PlayerProgress {
  const daily: Record<string, DailyResult> = { ...into.daily };
  for (const [date, result] of Object.entries(from.daily)) daily[date] = daily[date] ? firstAttempt(daily[date], result) : result;

  const rounds: Record<string, Record<string, Record<string, number>>> = {};
  const events: Record<string, Record<string, number>> = {};
  for (const side of [into, from]) {
    for (const [origin, games] of Object.entries(side.rounds)) {
      const byGame = (rounds[origin] ??= {});
      for (const [game, modes] of Object.entries(games)) {
        const byMode = (byGame[game] = { ...byGame[game] });
        for (const [mode, count] of Object.entries(modes)) byMode[mode] = Math.max(byMode[mode] ?? 0, count);
      }
    }
    for (const [game, sent] of Object.entries(side.events)) {
      const byEvent = (events[game] = { ...events[game] });
      for (const [event, at] of Object.entries(sent)) byEvent[event] = Math.min(byEvent[event] ?? at, at);
    }
  }

  return {
    origin: into.origin,
    daily,
    bests: mergeBests(into.bests, from.bests),
    achievements: mergeUnlocked(into.achievements, from.achievements),
    rounds,
    events,
  };
}

/**
 * The guest's progress merged into the account's, and the achievements that only the two together
 * meet (ten rounds, five played on each side) unlocked at `at`.
 */
export function mergeGuestIntoAccount(
  account: PlayerProgress,
  guest: PlayerProgress,
  catalogue: readonly Achievement[],
  at: number,
): { progress: PlayerProgress; newly: Achievement[] } {
  const merged = mergeProgress(account, guest);
  let achievements = merged.achievements;
  const newly: Achievement[] = [];
  for (const game of new Set(catalogue.map((achievement) => achievement.game))) {
    const unlocked = unlockAchievements(catalogue, game, gamePlayOf(merged, game), achievements, at);
    achievements = unlocked.unlocked;
    newly.push(...unlocked.newly);
  }
  return { progress: { ...merged, achievements }, newly };
}
