import { markedCopy } from './build-stamp';

/**
 * How often the worker refreshes a catalogue answer it keeps. A list is shown from the device at
 * once and refreshed in the background (stale-while-revalidate), but not again while the kept copy
 * is younger than the refresh window: a player who goes back to /home, opens a game and comes back,
 * or reloads, within minutes pays for every list once, not on every visit (players buy their data by
 * the megabyte). Pure, so the rule is tested without a browser.
 */

/** The header a kept catalogue answer carries: when the worker received it, ms since the epoch. */
export const FETCHED_AT_HEADER = 'x-portal-fetched-at';

/** The copy to keep, marked with when it arrived; its status, body and headers unchanged. */
export const stampedWithFetchTime = (response: Response, now: number): Response =>
  markedCopy(response, FETCHED_AT_HEADER, String(Math.round(now)));

/**
 * A kept answer is still fresh enough to show without asking again: it arrived less than
 * `seconds` ago. An unmarked copy (kept by an earlier build) or one from the future (the phone's
 * clock was moved back) is refreshed as before.
 */
export function fetchedWithin(response: Response, now: number, seconds: number): boolean {
  const stamp = Number(response.headers.get(FETCHED_AT_HEADER) ?? Number.NaN);
  if (!Number.isFinite(stamp)) return false;
  const age = now - stamp;
  return age >= 0 && age < seconds * 1000;
}
