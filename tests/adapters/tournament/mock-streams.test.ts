import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject, type Subscription } from 'rxjs';
import { SseBroadcastStream } from '../../../src/adapters/sse/sse-broadcast-stream';
import { SseLeaderboardStream } from '../../../src/adapters/sse/sse-leaderboard-stream';
import type { StreamEvent } from '../../../src/application/ports/stream-event';
import type { LeaderboardPayload } from '../../../src/domain/leaderboard';
import type { PushNotification } from '../../../src/domain/notification';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';
import { eventually, sessionFor, streamOptions } from './tournament-kit';

const server = startMockServer();
afterAll(() => server.close());
const subscriptions: Subscription[] = [];
beforeEach(() => server.reset());
afterEach(() => {
  subscriptions.splice(0).forEach((s) => s.unsubscribe());
  server.backend().live.stop();
  vi.useRealTimers();
});

const control = (path: string, body?: unknown) =>
  fetch(`${TEST_ORIGIN}/__mock__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  }).then((r) => r.json());

function watchLeaderboard(token: string | null = null) {
  const events: StreamEvent<LeaderboardPayload>[] = [];
  subscriptions.push(new SseLeaderboardStream(streamOptions(() => token)).live().subscribe((e) => events.push(e)));
  const boards = () => events.flatMap((e) => (e.type === 'message' && e.value.valid ? [e.value] : []));
  return { events, boards };
}

describe('the mock leaderboard stream through the SSE adapter', () => {
  it('starts with the board in play, naming its stage', async () => {
    const { boards } = watchLeaderboard();
    await eventually(() => boards().length === 1);
    expect(boards()[0].stage).toBe('SEMI-FINAL');
    expect(boards()[0].entries).toHaveLength(18);
  });

  it('carries score changes in each of the spec §5 forms, all readable', async () => {
    const { boards } = watchLeaderboard();
    await eventually(() => boards().length === 1);
    for (let i = 0; i < 4; i += 1) await control('tournament/tick');
    // >= : the mock's own 3 s ticker may add a round while a slow machine runs this test.
    await eventually(() => boards().length >= 5);
    const totals = boards().map((b) => b.entries.reduce((sum, e) => sum + e.score, 0));
    expect(totals.at(-1)).toBeGreaterThan(totals[0]);
  });

  it('moves to the next stage: the top players go through to a FINAL board', async () => {
    const { boards } = watchLeaderboard();
    await eventually(() => boards().length === 1);
    expect(await control('tournament/advance')).toEqual({ currentState: 'FINAL' });
    await eventually(() => boards().some((b) => b.stage === 'FINAL'));
    expect(boards().find((b) => b.stage === 'FINAL')?.entries).toHaveLength(9);
  });

  it('dropped streams are reported lost and come back 3 s later by themselves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // rxjs timers only; the network stays real
    const { events, boards } = watchLeaderboard();
    await eventually(() => boards().length === 1);
    server.backend().live.stop(); // no ticks from here: the next board must come from the reconnect
    expect(await control('streams/drop')).toEqual({ dropped: 1 });
    await eventually(() => events.some((e) => e.type === 'lost'));
    expect(events.find((e) => e.type === 'lost')).toEqual({ type: 'lost', reason: 'Stream ended', retryInMs: 3000 });
    vi.advanceTimersByTime(3000);
    await eventually(() => boards().length === 2);
    expect(server.backend().streams.count('leaderboard')).toBe(1);
  });

  it("a 503 answer is the error 'HTTP 503' (a fault of the control API)", async () => {
    server.backend().faults.add({ match: '/api/tournament/leaderboard/broadcast', times: 1, status: 503 });
    const { events } = watchLeaderboard();
    await eventually(() => events.some((e) => e.type === 'lost'));
    expect(events.find((e) => e.type === 'lost')).toMatchObject({ reason: 'HTTP 503' });
  });

  it('closing the subscription closes the stream on the server', async () => {
    const { boards } = watchLeaderboard();
    await eventually(() => boards().length === 1);
    subscriptions.splice(0).forEach((s) => s.unsubscribe());
    await eventually(() => server.backend().streams.count() === 0);
  });
});

describe('the mock broadcast stream through the SSE adapter', () => {
  function listen(token: string | null, wakeUp = new Subject<void>()) {
    const options = streamOptions(() => token);
    const events: StreamEvent<PushNotification | null>[] = [];
    let error: unknown;
    subscriptions.push(
      new SseBroadcastStream(options)
        .notifications(wakeUp)
        .subscribe({ next: (e) => events.push(e), error: (e: unknown) => void (error = e) }),
    );
    return { events, options, wakeUp, error: () => error };
  }

  it('POST /__mock__/broadcast reaches every open broadcast stream with the spec fields', async () => {
    const first = listen(sessionFor(server, 'u-subscriber'));
    const second = listen(sessionFor(server, 'u-free'));
    await eventually(() => server.backend().streams.count('broadcast') === 2);
    const answer = await control('broadcast', {
      title: 'Final tonight',
      message: 'Watch live',
      imageUrl: '/mock-assets/art/tn-2026-winter.svg',
      redirect_Url: '/tournament',
      redirect_CtaText: 'Watch',
      autoCloseInSeconds: 10,
    });
    expect(answer).toEqual({ sent: 2 });
    const expected = {
      title: 'Final tonight',
      message: 'Watch live',
      imageUrl: '/mock-assets/art/tn-2026-winter.svg',
      autoCloseSeconds: 10,
      redirectUrl: '/tournament',
      ctaText: 'Watch',
    };
    for (const listener of [first, second]) {
      await eventually(() => listener.events.some((e) => e.type === 'message'));
      expect(listener.events.find((e) => e.type === 'message')).toEqual({ type: 'message', value: expected });
    }
  });

  it('a guest gets the 401: the session ends and the stream stops', async () => {
    const guest = listen(null);
    await eventually(() => guest.error() !== undefined);
    expect(guest.options.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('after a drop it comes back on the wake-up (online / visible) without waiting out the backoff', async () => {
    const listener = listen(sessionFor(server, 'u-subscriber'));
    await eventually(() => server.backend().streams.count('broadcast') === 1);
    await control('streams/drop');
    await eventually(() => listener.events.some((e) => e.type === 'lost'));
    listener.wakeUp.next();
    await eventually(() => server.backend().streams.count('broadcast') === 1);
    expect(listener.events.filter((e) => e.type === 'open')).toHaveLength(2);
  });
});
