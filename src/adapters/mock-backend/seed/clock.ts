/*
 * "Now" of the demo data: the start of the current UTC day when the seed runs. Dates are counted
 * from it, so the featured tournament is always running, esports cups are always upcoming and the
 * latest games were always added in the last weeks, while the seed stays reproducible within a day
 * (two seeds on the same day are identical). Callers pass their own clock, so tests can fix it.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SeedClock {
  /** Epoch milliseconds of the start of the seed's UTC day. */
  readonly base: number;
  /** ISO timestamp `days` (fractional allowed) before the base date. */
  daysBefore(days: number): string;
  /** ISO timestamp `days` after the base date. */
  daysAfter(days: number): string;
  /** ISO timestamp `hours` before the base date. */
  hoursBefore(hours: number): string;
}

/** Start of the UTC day that holds `now`. */
export function seedBaseDate(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

export function seedClock(now: Date): SeedClock {
  const base = seedBaseDate(now);
  const at = (ms: number): string => new Date(base + Math.round(ms)).toISOString();
  return {
    base,
    daysBefore: (days) => at(-days * DAY_MS),
    daysAfter: (days) => at(days * DAY_MS),
    hoursBefore: (hours) => at(-hours * HOUR_MS),
  };
}
