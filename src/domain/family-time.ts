/**
 * Family mode counts days and months in Bangladesh time (Asia/Dhaka, UTC+6, no daylight saving
 * since 2009), wherever the phone's clock zone is set: a child cannot get a new day by changing it.
 */
export const DHAKA_OFFSET_MS = 6 * 60 * 60_000;

const shifted = (now: number) => new Date(now + DHAKA_OFFSET_MS);

/** The calendar day in Dhaka at `now`, as 'YYYY-MM-DD'. */
export const dhakaDay = (now: number): string => shifted(now).toISOString().slice(0, 10);

/** Epoch ms of the midnight in Dhaka that began the day of `now`. */
export function dhakaDayStart(now: number): number {
  const d = shifted(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - DHAKA_OFFSET_MS;
}

/** The calendar month in Dhaka that holds `now`: from its first midnight (included) to the next month's (excluded). */
export function dhakaMonth(now: number): { start: number; end: number } {
  const d = shifted(now);
  return {
    start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - DHAKA_OFFSET_MS,
    end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DHAKA_OFFSET_MS,
  };
}
