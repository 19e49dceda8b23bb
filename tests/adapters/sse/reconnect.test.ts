import { describe, expect, it } from 'vitest';
import { defer, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { backoffDelay, reconnectAfter, reconnectWithBackoff, type ReconnectSignal } from '../../../src/adapters/sse/reconnect';
import { SseUnauthorizedError } from '../../../src/adapters/sse/sse-connection';

type Signal = { type: 'open' } | { type: 'message'; value: string };
type Out = Signal | ReconnectSignal;

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** Runs `build` in virtual time until `untilMs` and returns every emission with its virtual time. */
function record(build: (helpers: Parameters<Parameters<TestScheduler['run']>[0]>[0]) => Observable<Out>, untilMs: number) {
  const scheduler = newScheduler();
  const log: Array<[number, string]> = [];
  scheduler.run((helpers) => {
    const subscription = build(helpers).subscribe({
      next: (value) => log.push([scheduler.now(), label(value)]),
      error: (error: unknown) => log.push([scheduler.now(), `error ${(error as Error).message}`]),
    });
    scheduler.schedule(() => subscription.unsubscribe(), untilMs);
  });
  return log;
}

function label(value: Out): string {
  if (value.type === 'lost') return `lost ${value.reason} ${value.retryInMs}`;
  if (value.type === 'message') return `message ${value.value}`;
  return value.type;
}

const connectTimes = (log: Array<[number, string]>) => log.filter(([, what]) => what === 'connecting').map(([at]) => at);
const waits = (log: Array<[number, string]>) =>
  log.filter(([, what]) => what.startsWith('lost')).map(([, what]) => Number(what.split(' ').pop()));

describe('reconnectWithBackoff (spec §9 "Broadcast reconnect: starts at 1 s, doubles, maximum 30 s")', () => {
  const backoff = { initialMs: 1000, maxMs: 30_000, provenAfterMs: 10_000 };

  it('waits 1, 2, 4, 8, 16 s and then 30 s between failed attempts', () => {
    const log = record(
      ({ cold }) => cold<Signal>('#', undefined, new Error('HTTP 503')).pipe(reconnectWithBackoff<Signal>(backoff)),
      100_000,
    );
    expect(waits(log).slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(connectTimes(log).slice(0, 8)).toEqual([0, 1000, 3000, 7000, 15_000, 31_000, 61_000, 91_000]);
    expect(log[1]).toEqual([0, 'lost HTTP 503 1000']);
  });

  it('starts again at 1 s after a connection stayed open 10 s', () => {
    // Fails twice (1 s, 2 s), then the third attempt opens and ends after 11 s: the next wait is 1 s again.
    let attempt = 0;
    const log = record(({ cold }) => {
      const failing = cold<Signal>('#', undefined, new Error('HTTP 502'));
      const opening = cold<Signal>('o 10999ms |', { o: { type: 'open' } });
      return defer(() => (attempt++ < 2 ? failing : opening)).pipe(reconnectWithBackoff<Signal>(backoff));
    }, 30_000);
    expect(waits(log).slice(0, 3)).toEqual([1000, 2000, 1000]);
    expect(log).toContainEqual([3000, 'open']);
    expect(log).toContainEqual([14_000, 'lost Stream ended 1000']);
  });

  it('starts again at 1 s after an event arrived on the connection', () => {
    let attempt = 0;
    const log = record(({ cold }) => {
      const failing = cold<Signal>('#', undefined, new Error('HTTP 502'));
      const talking = cold<Signal>('o 99ms m 99ms |', { o: { type: 'open' }, m: { type: 'message', value: 'hi' } });
      return defer(() => (attempt++ < 2 ? failing : talking)).pipe(reconnectWithBackoff<Signal>(backoff));
    }, 4000);
    expect(waits(log).slice(0, 3)).toEqual([1000, 2000, 1000]);
  });

  it('keeps doubling, 1, 2, 4 … 30 s, when the server accepts the stream and closes it at once', () => {
    const log = record(
      ({ cold }) => cold<Signal>('o|', { o: { type: 'open' } }).pipe(reconnectWithBackoff<Signal>(backoff)),
      200_000,
    );
    expect(waits(log).slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('keeps doubling when a connection closes before it has stayed open 10 s', () => {
    const log = record(
      ({ cold }) => cold<Signal>('o 9998ms |', { o: { type: 'open' } }).pipe(reconnectWithBackoff<Signal>(backoff)),
      60_000,
    );
    expect(waits(log).slice(0, 3)).toEqual([1000, 2000, 4000]);
  });

  it('reconnects at once when the wake-up signal fires during a wait (browser online, tab visible)', () => {
    const log = record(({ cold, hot }) => {
      const wakeUp$ = hot('2500ms w');
      return cold<Signal>('#', undefined, new Error('Stream connection lost')).pipe(
        reconnectWithBackoff<Signal>({ ...backoff, wakeUp$ }),
      );
    }, 4000);
    // 0 fail (wait 1 s) → 1000 fail (wait 2 s, until 3000) → woken at 2500.
    expect(connectTimes(log)).toEqual([0, 1000, 2500]);
  });

  it('ignores the wake-up while the stream is open', () => {
    const log = record(({ cold, hot }) => {
      const wakeUp$ = hot('500ms w 99ms w');
      return cold<Signal>('o', { o: { type: 'open' } }).pipe(reconnectWithBackoff<Signal>({ ...backoff, wakeUp$ }));
    }, 2000);
    expect(connectTimes(log)).toEqual([0]);
  });

  it('stops for good on a 401 and passes the error on', () => {
    const log = record(
      ({ cold }) => cold<Signal>('#', undefined, new SseUnauthorizedError()).pipe(reconnectWithBackoff<Signal>(backoff)),
      60_000,
    );
    expect(log).toEqual([
      [0, 'connecting'],
      [0, 'error HTTP 401'],
    ]);
  });

  it('passes messages through and tears the connection down on unsubscribe', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold<Signal>('o----a-b', {
        o: { type: 'open' },
        a: { type: 'message', value: 'a' },
        b: { type: 'message', value: 'b' },
      });
      const result = source.pipe(reconnectWithBackoff<Signal>(backoff));
      expectObservable(result, '^------!').toBe('(co)-a-', {
        c: { type: 'connecting' },
        o: { type: 'open' },
        a: { type: 'message', value: 'a' },
      });
      expectSubscriptions(source.subscriptions).toBe('^------!');
    });
  });
});

describe('reconnectAfter (spec §9 "Leaderboard stream reconnect: 3000 ms")', () => {
  it('reconnects 3 s after every end or error, never longer', () => {
    const log = record(
      ({ cold }) => cold<Signal>('o 999ms #', { o: { type: 'open' } }, new Error('HTTP 500')).pipe(reconnectAfter<Signal>(3000)),
      20_000,
    );
    expect(waits(log).slice(0, 4)).toEqual([3000, 3000, 3000, 3000]);
    expect(connectTimes(log).slice(0, 4)).toEqual([0, 4000, 8000, 12_000]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the initial delay and caps at the maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => backoffDelay(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
