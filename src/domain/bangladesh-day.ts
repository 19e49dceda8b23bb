/**
 * The portal's day: the calendar day in Bangladesh time (Asia/Dhaka, UTC+6 all year, no daylight
 * saving), the same for every player wherever their phone is, so two friends get the same daily
 * challenge and a streak's days are the same days for everyone (docs/decisions/0057).
 *
 * A day is a whole number: the days since 1 January 1970 in Dhaka. Pure: the instant is given.
 */

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Bangladesh Standard Time is UTC+6 and has no daylight saving since 2009. */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The day in Dhaka at this instant (ms since epoch). */
export const dhakaDay = (instant: number): number => Math.floor((instant + DHAKA_OFFSET_MS) / MS_PER_DAY);

/** The instant a day begins in Dhaka: midnight there. */
export const dayStart = (day: number): number => day * MS_PER_DAY - DHAKA_OFFSET_MS;

/** The instant the next day begins in Dhaka: where the countdown to the next challenge ends. */
export const nextDayStart = (instant: number): number => dayStart(dhakaDay(instant) + 1);

/** How long until the next day in Dhaka (ms, more than 0 and at most a day). */
export const untilNextDay = (instant: number): number => nextDayStart(instant) - instant;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as its date in Dhaka, YYYY-MM-DD: how a day is written in stored progress and addresses. */
export function dayDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A date written as YYYY-MM-DD read back as a day, or null when it is not a real date. */
export function dayOfDate(date: unknown): number | null {
  if (typeof date !== 'string') return null;
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = ms / MS_PER_DAY;
  return Number.isInteger(day) && dayDate(day) === date ? day : null;
}
