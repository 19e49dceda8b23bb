/*
 * Fixed "now" of the demo data. Using a constant instead of Date.now() keeps the seed
 * reproducible; handlers that need real time use their own clock.
 */
export const SEED_BASE_DATE = Date.UTC(2026, 10, 1); // 2026-11-01T00:00:00Z

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** ISO timestamp `days` (fractional allowed) before the base date. */
export function daysBefore(days: number): string {
  return new Date(SEED_BASE_DATE - Math.round(days * DAY_MS)).toISOString();
}

/** ISO timestamp `days` after the base date. */
export function daysAfter(days: number): string {
  return new Date(SEED_BASE_DATE + Math.round(days * DAY_MS)).toISOString();
}

/** ISO timestamp `hours` before the base date. */
export function hoursBefore(hours: number): string {
  return new Date(SEED_BASE_DATE - Math.round(hours * HOUR_MS)).toISOString();
}
