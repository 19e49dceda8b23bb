import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { SseBroadcastStream } from '../../../src/adapters/sse/sse-broadcast-stream';
import { SseLeaderboardStream } from '../../../src/adapters/sse/sse-leaderboard-stream';
import type { StreamEvent } from '../../../src/application/ports/stream-event';
import { settle, streamingFetch } from './sse-kit';

function options(fetch: typeof globalThis.fetch, token: () => string | null = () => 'tok-1') {
  return { apiBaseUrl: 'http://api.test', getToken: token, onUnauthorized: vi.fn(), fetch };
}

const kinds = <T>(events: StreamEvent<T>[]) =>
  events.map((e) => (e.type === 'lost' ? `lost:${e.reason}:${e.retryInMs}` : e.type));

describe('the leaderboard stream (spec §9 "Leaderboard stream reconnect: 3000 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to /api/tournament/leaderboard/broadcast and parses each payload by the spec §5 rule', async () => {
    const scripted = streamingFetch();
    const events: StreamEvent<unknown>[] = [];
    new SseLeaderboardStream(options(scripted.fetch)).live().subscribe((e) => events.push(e));
    await settle();
    scripted.streams[0].push(
      'data: {"leaderboardDtos":[{"rank":1,"playerName":"Ana","score":10}],"stage":"FINAL"}\n\ndata: nonsense\n\n',
    );
    await settle();
    expect(scripted.urls[0]).toBe('http://api.test/api/tournament/leaderboard/broadcast');
    expect(events.filter((e) => e.type === 'message').map((e) => (e as { value: unknown }).value)).toEqual([
      { valid: true, stage: 'FINAL', entries: [{ rank: 1, playerName: 'Ana', score: 10, userId: null }] },
      { valid: false },
    ]);
  });

  it('a board of 10,000 players arrives whole and in order with the events around it', async () => {
    const scripted = streamingFetch();
    const events: StreamEvent<unknown>[] = [];
    new SseLeaderboardStream(options(scripted.fetch)).live().subscribe((e) => events.push(e));
    await settle();
    const board = Array.from({ length: 10_000 }, (_, i) => ({ rank: i + 1, playerName: `Player ${i + 1}`, score: 10_000 - i }));
    scripted.streams[0].push(`data: ${JSON.stringify(JSON.stringify(board))}\n\ndata: [{"playerName":"Next","score":1}]\n\n`);
    await vi.waitFor(() => expect(events.filter((e) => e.type === 'message')).toHaveLength(2));
    const [big, next] = events.filter((e) => e.type === 'message').map((e) => (e as { value: { entries: unknown[] } }).value);
    expect(big!.entries).toHaveLength(10_000);
    expect(big!.entries[9_999]).toEqual({ rank: 10_000, playerName: 'Player 10000', score: 1, userId: null });
    expect(next!.entries).toEqual([{ rank: 1, playerName: 'Next', score: 1, userId: null }]);
  });

  it('reconnects exactly 3 s after an error, and again 3 s after the next one', async () => {
    const scripted = streamingFetch([503, 500, 200]);
    const events: StreamEvent<unknown>[] = [];
    new SseLeaderboardStream(options(scripted.fetch)).live().subscribe((e) => events.push(e));
    await settle();
    expect(kinds(events)).toEqual(['connecting', 'lost:HTTP 503:3000']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(scripted.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scripted.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(scripted.fetch).toHaveBeenCalledTimes(3);
    expect(kinds(events)).toEqual(['connecting', 'lost:HTTP 503:3000', 'connecting', 'lost:HTTP 500:3000', 'connecting', 'open']);
  });

  it('stops reconnecting once unsubscribed', async () => {
    const scripted = streamingFetch([503]);
    const subscription = new SseLeaderboardStream(options(scripted.fetch)).live().subscribe();
    await settle();
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scripted.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the broadcast stream (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the headers again on every attempt, so a reconnect sends the token of the moment', async () => {
    let token = 'first-token';
    const scripted = streamingFetch([503, 200]);
    new SseBroadcastStream(options(scripted.fetch, () => token)).notifications(new Subject()).subscribe();
    await settle();
    token = 'second-token';
    await vi.advanceTimersByTimeAsync(1000);
    expect(scripted.headers.map((h) => h.Authorization)).toEqual(['Bearer first-token', 'Bearer second-token']);
  });

  it('backs off 1, 2, 4, 8, 16, 30, 30 s while the server keeps failing', async () => {
    const scripted = streamingFetch(Array(8).fill(503));
    const events: StreamEvent<unknown>[] = [];
    new SseBroadcastStream(options(scripted.fetch)).notifications(new Subject()).subscribe((e) => events.push(e));
    await vi.advanceTimersByTimeAsync(91_000);
    const waits = events.flatMap((e) => (e.type === 'lost' ? [e.retryInMs] : []));
    expect(waits.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('resets the backoff to 1 s after a connection that delivered an event', async () => {
    const scripted = streamingFetch([503, 503, 200, 200]);
    const events: StreamEvent<unknown>[] = [];
    new SseBroadcastStream(options(scripted.fetch)).notifications(new Subject()).subscribe((e) => events.push(e));
    await vi.advanceTimersByTimeAsync(3000); // 503 (1 s) → 503 (2 s) → 200
    scripted.streams[2].push('data: {"title":"Hi","message":"Final tonight"}\n\n');
    await settle();
    scripted.streams[2].end(); // the server ends a good connection
    await settle();
    const waits = events.flatMap((e) => (e.type === 'lost' ? [e.retryInMs] : []));
    expect(waits).toEqual([1000, 2000, 1000]);
  });

  it('keeps doubling when the server accepts the stream and closes it at once', async () => {
    const scripted = streamingFetch([200, 200, 200, 200]);
    const events: StreamEvent<unknown>[] = [];
    new SseBroadcastStream(options(scripted.fetch)).notifications(new Subject()).subscribe((e) => events.push(e));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await settle();
      scripted.streams[attempt].end();
      await vi.advanceTimersByTimeAsync(1000 * 2 ** attempt);
    }
    const waits = events.flatMap((e) => (e.type === 'lost' ? [e.retryInMs] : []));
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('reconnects at once when the wake-up fires (online / visible) instead of waiting out the backoff', async () => {
    const scripted = streamingFetch([503, 503, 503, 200]);
    const wakeUp = new Subject<void>();
    new SseBroadcastStream(options(scripted.fetch)).notifications(wakeUp).subscribe();
    await vi.advanceTimersByTimeAsync(3000); // attempts at 0, 1 s, 3 s; now waiting 4 s
    expect(scripted.fetch).toHaveBeenCalledTimes(3);
    wakeUp.next();
    await settle();
    expect(scripted.fetch).toHaveBeenCalledTimes(4);
  });

  it('unwraps the optional notification wrapper; other payloads arrive as null', async () => {
    const scripted = streamingFetch();
    const values: unknown[] = [];
    new SseBroadcastStream(options(scripted.fetch)).notifications(new Subject()).subscribe((e) => {
      if (e.type === 'message') values.push(e.value);
    });
    await settle();
    scripted.streams[0].push('data: {"notification":{"title":"Hi","message":"Final tonight","redirect_Url":"/tournament"}}\n\n');
    scripted.streams[0].push('data: [1,2]\n\n');
    await settle();
    expect(values).toEqual([
      { title: 'Hi', message: 'Final tonight', imageUrl: null, autoCloseSeconds: 0, redirectUrl: '/tournament', ctaText: 'Open' },
      null,
    ]);
  });

  it('on a 401 ends the session (cross-call rule) and does not reconnect', async () => {
    const scripted = streamingFetch([401]);
    const opts = options(scripted.fetch);
    let failed = false;
    new SseBroadcastStream(opts).notifications(new Subject()).subscribe({ error: () => void (failed = true) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opts.onUnauthorized).toHaveBeenCalledOnce();
    expect(failed).toBe(true);
    expect(scripted.fetch).toHaveBeenCalledTimes(1);
  });
});
