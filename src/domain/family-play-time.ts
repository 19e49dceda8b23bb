import { dayDate, dayStart, dhakaDay } from './bangladesh-day';

/**
 * The daily play-time limit: "when it is reached the game in play finishes its round, then the
 * portal says time is up for today ...; the parent's PIN grants 15 more minutes." Today is the
 * calendar day in Dhaka; the minutes belong to the device, not to an owner (docs/decisions/0058).
 */

export const MORE_MINUTES = 15;

export interface PlayDay {
  /** The Dhaka day these minutes were played, 'YYYY-MM-DD'. */
  day: string;
  playedMs: number;
  /** Minutes the parent's PIN granted today, 15 at a time. */
  extraMinutes: number;
}

/** Today's record: the stored one if it is today's, else a new day that starts at nothing. */
export function playToday(log: PlayDay | null, now: number): PlayDay {
  const day = dayDate(dhakaDay(now));
  return log?.day === day ? log : { day, playedMs: 0, extraMinutes: 0 };
}

/**
 * Adds the play from `from` to `to` (epoch ms). Only the part after today's midnight counts to today:
 * a game played across midnight starts the new day with the minutes after it.
 */
export function addPlayed(log: PlayDay | null, from: number, to: number): PlayDay {
  const today = playToday(log, to);
  const counted = Math.max(0, to - Math.max(from, dayStart(dhakaDay(to))));
  return { ...today, playedMs: today.playedMs + counted };
}

/** Whole minutes played today (Dhaka), for the parent's view. */
export const minutesPlayedToday = (log: PlayDay | null, now: number): number => Math.floor(playToday(log, now).playedMs / 60_000);

/** The PIN's 15 more minutes, for today only. */
export function grantMoreMinutes(log: PlayDay | null, now: number): PlayDay {
  const today = playToday(log, now);
  return { ...today, extraMinutes: today.extraMinutes + MORE_MINUTES };
}

/** What the play screen does now. */
export type PlayTimeVerdict =
  | { code: 'play-time-unlimited' }
  | { code: 'play-time-left'; leftMs: number }
  /** The limit is reached during a round: the round is played to its end, and no new one starts. */
  | { code: 'play-time-last-round' }
  | { code: 'play-time-up' };

/**
 * Whether time is up: with a round in play, time is up only after that round (modelled as "the last
 * round"); between rounds, once today's minutes reach the limit and the granted minutes.
 */
export function playTimeVerdict(
  log: PlayDay | null,
  limitMinutes: number | null,
  now: number,
  roundInPlay: boolean,
): PlayTimeVerdict {
  if (limitMinutes === null) return { code: 'play-time-unlimited' };
  const today = playToday(log, now);
  const leftMs = (limitMinutes + today.extraMinutes) * 60_000 - today.playedMs;
  if (leftMs > 0) return { code: 'play-time-left', leftMs };
  return roundInPlay ? { code: 'play-time-last-round' } : { code: 'play-time-up' };
}

/** A stored day read back; anything unreadable is no play yet. */
export function parsePlayDay(value: unknown): PlayDay | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (typeof r.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.day)) return null;
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
  return { day: r.day, playedMs: count(r.playedMs), extraMinutes: count(r.extraMinutes) };
}
