/**
 * The streak: days in a row with the daily challenge played. A missed day ends it, and the player
 * is told so plainly, without pressure (no paid repair, no countdown beyond the day's end); the
 * days of 7, 14 and 28 in a row are marked (docs/decisions/0057).
 *
 * The streak is never stored: it is counted from the days played, so a day played twice, two
 * phones' days merged at login or a clock moved back can never count a day twice or make a streak
 * negative. Pure: the days played and today are given.
 */

/** The days in a row that are marked, as telco portals in Bangladesh reward them. */
export const STREAK_MILESTONES = [7, 14, 28] as const;
export type StreakMilestone = (typeof STREAK_MILESTONES)[number];

/**
 * - 'played-today': today's challenge is played, the streak includes today;
 * - 'waiting-today': yesterday was played, today not yet: the streak goes on if today is played;
 * - 'missed': a day was missed since the last one played, so the streak starts again (current is 0);
 * - 'none': no day played yet.
 */
export type StreakStatus = 'played-today' | 'waiting-today' | 'missed' | 'none';

export interface Streak {
  /** Days in a row up to today (or yesterday, while today is waiting); 0 after a missed day. */
  current: number;
  /** The most days in a row ever played. */
  longest: number;
  status: StreakStatus;
  /** The last day played, or null. */
  lastPlayed: number | null;
  /** The milestones the current streak has reached. */
  milestones: StreakMilestone[];
  /** The next milestone to reach, or null past the last. */
  nextMilestone: StreakMilestone | null;
}

/** The length of the run of days in a row that ends on the last of `days` (sorted, unique). */
function runEndingAtLast(days: readonly number[]): number {
  let run = days.length > 0 ? 1 : 0;
  for (let i = days.length - 1; i > 0 && days[i - 1] === days[i]! - 1; i -= 1) run += 1;
  return run;
}

function longestRun(days: readonly number[]): number {
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && days[i - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * The streak on `today`, from the days the challenge was played (in any order, repeats allowed).
 * A day played after `today` (the phone's clock was moved back since) counts as played: the streak
 * is taken up to the last day played, so moving the clock neither loses nor repeats a day.
 */
export function streakOn(today: number, playedDays: Iterable<number>): Streak {
  const days = [...new Set([...playedDays].filter((day) => Number.isInteger(day)))].sort((a, b) => a - b);
  const lastPlayed = days.length > 0 ? days[days.length - 1]! : null;
  const longest = longestRun(days);
  const reference = Math.max(today, lastPlayed ?? today);
  let status: StreakStatus;
  if (lastPlayed === null) status = 'none';
  else if (lastPlayed === reference) status = 'played-today';
  else if (lastPlayed === reference - 1) status = 'waiting-today';
  else status = 'missed';
  const current = status === 'played-today' || status === 'waiting-today' ? runEndingAtLast(days) : 0;
  return {
    current,
    longest,
    status,
    lastPlayed,
    milestones: STREAK_MILESTONES.filter((milestone) => current >= milestone),
    nextMilestone: STREAK_MILESTONES.find((milestone) => current < milestone) ?? null,
  };
}

/** The milestone a day's play has just reached (the streak was one short of it before), or null. */
export const milestoneReached = (before: Streak, after: Streak): StreakMilestone | null =>
  after.current > before.current ? (STREAK_MILESTONES.find((milestone) => milestone === after.current) ?? null) : null;
