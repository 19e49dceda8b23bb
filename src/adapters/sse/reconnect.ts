import { NEVER, Observable, merge, race, take, timer, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';
import { SseUnauthorizedError } from './sse-connection';

/** What the reconnecting stream adds to its source's signals. */
export type ReconnectSignal = { type: 'connecting' } | { type: 'lost'; reason: string; retryInMs: number };

export interface ReconnectOptions<T> {
  /** The first wait after a failure. */
  initialMs: number;
  /** The wait doubles after every failure in a row, up to this. */
  maxMs: number;
  /**
   * Start again from initialMs once a connection has proved itself: an event arrived on it, or it
   * stayed open this long. An "open" alone proves nothing: a server that accepts the stream and
   * hangs up at once would otherwise be called again every `initialMs`, forever. Absent: the
   * waits never start again (a fixed delay).
   */
  provenAfterMs?: number;
  /** The source's signal that a connection succeeded; by default `{ type: 'open' }`. */
  isOpen?: (value: T) => boolean;
  /** Errors that end the stream instead of reconnecting; by default a 401. */
  isFatal?: (error: unknown) => boolean;
  /** An emission during a wait reconnects at once (the browser came online, the tab became visible). */
  wakeUp$?: Observable<unknown>;
  scheduler?: SchedulerLike;
}

/** The n-th wait (0-based) of a doubling backoff: initial, 2×initial, 4×initial … capped at max. */
export const backoffDelay = (attempt: number, initialMs: number, maxMs: number): number =>
  Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));

const defaultIsOpen = (value: unknown): boolean => (value as { type?: unknown } | null)?.type === 'open';
const defaultIsFatal = (error: unknown): boolean => error instanceof SseUnauthorizedError;

/**
 * Keeps a cold connection alive: when the source ends or fails (except fatally), it reports
 * 'lost' with the reason and the wait, waits, reports 'connecting' and subscribes again.
 * Unsubscribing tears down the connection and any pending wait.
 */
export function reconnectWithBackoff<T>(options: ReconnectOptions<T>): OperatorFunction<T, T | ReconnectSignal> {
  const isOpen = options.isOpen ?? defaultIsOpen;
  const isFatal = options.isFatal ?? defaultIsFatal;
  return (source) =>
    new Observable<T | ReconnectSignal>((subscriber) => {
      let failures = 0;
      let connection: Subscription | undefined;
      let wait: Subscription | undefined;
      let proving: Subscription | undefined;

      const proven = () => {
        proving?.unsubscribe();
        failures = 0;
      };
      const onValue = (value: T) => {
        if (options.provenAfterMs === undefined) return;
        if (!isOpen(value)) proven();
        else if (failures > 0) proving = timer(options.provenAfterMs, options.scheduler).subscribe(proven);
      };

      const connect = () => {
        subscriber.next({ type: 'connecting' });
        connection = source.subscribe({
          next: (value) => {
            onValue(value);
            subscriber.next(value);
          },
          error: (error: unknown) => (isFatal(error) ? subscriber.error(error) : scheduleReconnect(reasonOf(error))),
          complete: () => scheduleReconnect('Stream ended'),
        });
      };

      const scheduleReconnect = (reason: string) => {
        proving?.unsubscribe();
        const retryInMs = backoffDelay(failures, options.initialMs, options.maxMs);
        failures += 1;
        subscriber.next({ type: 'lost', reason, retryInMs });
        if (subscriber.closed) return;
        // merge with NEVER: a wake-up source that completes must not end the wait without a reconnect.
        wait = race(timer(retryInMs, options.scheduler), merge(options.wakeUp$ ?? NEVER, NEVER))
          .pipe(take(1))
          .subscribe(() => connect());
      };

      connect();
      return () => {
        connection?.unsubscribe();
        wait?.unsubscribe();
        proving?.unsubscribe();
      };
    });
}

/** The fixed-delay variant (spec §9 "Leaderboard stream reconnect: 3000 ms"). */
export function reconnectAfter<T>(
  delayMs: number,
  options: Omit<ReconnectOptions<T>, 'initialMs' | 'maxMs' | 'provenAfterMs'> = {},
) {
  return reconnectWithBackoff<T>({ ...options, initialMs: delayMs, maxMs: delayMs });
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Stream failed';
}
