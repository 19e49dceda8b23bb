import { DHAKA_OFFSET_MS } from './bangladesh-day';

/**
 * The calendar month in Bangladesh time that holds `now`, for the monthly spending limit: from its
 * first midnight in Dhaka (included) to the next month's (excluded), whatever the phone's zone.
 */
export function dhakaMonth(now: number): { start: number; end: number } {
  const d = new Date(now + DHAKA_OFFSET_MS);
  return {
    start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - DHAKA_OFFSET_MS,
    end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DHAKA_OFFSET_MS,
  };
}
