import { describe, expect, it } from 'vitest';
import { FETCHED_AT_HEADER, fetchedWithin, stampedWithFetchTime } from '../../../src/adapters/service-worker/refresh-window';

const TEN_MINUTES = 10 * 60;
const ARRIVED = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('the refresh window of a kept catalogue answer', () => {
  it('shows an answer that arrived within the window without asking again, and refreshes an older one', () => {
    const kept = stampedWithFetchTime(new Response('{"data":{}}'), ARRIVED);

    expect(fetchedWithin(kept, ARRIVED, TEN_MINUTES)).toBe(true);
    expect(fetchedWithin(kept, ARRIVED + 9 * 60_000 + 59_000, TEN_MINUTES)).toBe(true);
    expect(fetchedWithin(kept, ARRIVED + 10 * 60_000, TEN_MINUTES)).toBe(false);
    expect(fetchedWithin(kept, ARRIVED + 24 * 3600_000, TEN_MINUTES)).toBe(false);
  });

  it('refreshes a copy kept without the mark (an earlier build) or marked in the future (a clock moved back)', () => {
    expect(fetchedWithin(new Response('{}'), ARRIVED, TEN_MINUTES)).toBe(false);
    const garbled = new Response('{}', { headers: { [FETCHED_AT_HEADER]: 'soon' } });
    expect(fetchedWithin(garbled, ARRIVED, TEN_MINUTES)).toBe(false);
    const future = stampedWithFetchTime(new Response('{}'), ARRIVED + 60_000);
    expect(fetchedWithin(future, ARRIVED, TEN_MINUTES)).toBe(false);
  });

  it('keeps the answer as it came: status, headers and body', async () => {
    const answer = new Response('{"data":{"games":[]}}', { status: 200, headers: { 'content-type': 'application/json' } });
    const kept = stampedWithFetchTime(answer, ARRIVED);

    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(kept.headers.get(FETCHED_AT_HEADER)).toBe(String(ARRIVED));
    expect(await kept.text()).toBe('{"data":{"games":[]}}');
  });
});
