import { Observable } from 'rxjs';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { withBearer, type ApiConnection } from '../http/api-connection';

export type SseSignal = { type: 'open' } | { type: 'message'; message: EventSourceMessage };

export interface SseConnectionOptions extends Pick<ApiConnection, 'getToken' | 'onUnauthorized'> {
  /** Absolute or same-origin URL of the event stream. */
  url: string;
  fetch: typeof fetch;
}

/** Spec §8 "'HTTP {status}' for a non-OK stream response (triggers reconnect)". */
export class SseHttpError extends Error {
  override readonly name = 'SseHttpError';
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A 401: the session is over, so the stream must not reconnect (it would only get 401 again). */
export class SseUnauthorizedError extends SseHttpError {
  constructor() {
    super(401);
  }
}

/** Spec §8 stream errors: the connection broke, or the stream could not be read at all. */
export const STREAM_CONNECTION_LOST = 'Stream connection lost';
export const STREAM_FAILED = 'Stream failed';

/** Bigger than any real event; a stream that buffers more than this is broken or hostile. */
const MAX_BUFFER = 1_000_000;

const STREAM_HEADERS: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };

/**
 * One connection to a server-sent event stream over fetch (EventSource cannot send a bearer
 * header). Emits 'open' once the server answers 200, then one 'message' per event, parsed by
 * eventsource-parser; completes when the server ends the stream; errors with SseHttpError for a
 * non-OK answer, SseUnauthorizedError for a 401 (after onUnauthorized), or STREAM_CONNECTION_LOST
 * when the network breaks. Cold: every subscription is a new request with freshly built headers,
 * so `retry`/`repeat` style operators reconnect by resubscribing. Unsubscribing aborts the fetch.
 */
export function sseConnection(options: SseConnectionOptions): Observable<SseSignal> {
  return new Observable<SseSignal>((subscriber) => {
    const abort = new AbortController();
    const parser = createParser({
      maxBufferSize: MAX_BUFFER,
      onEvent: (message) => subscriber.next({ type: 'message', message }),
      onError: (error) => {
        if (error.type === 'max-buffer-size-exceeded') subscriber.error(new Error(STREAM_FAILED));
      },
    });

    const run = async () => {
      const response = await options.fetch(options.url, {
        headers: withBearer(STREAM_HEADERS, options.getToken),
        signal: abort.signal,
      });
      if (response.status === 401) {
        options.onUnauthorized();
        throw new SseUnauthorizedError();
      }
      if (!response.ok || !response.body) throw new SseHttpError(response.status);
      subscriber.next({ type: 'open' });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || subscriber.closed) break;
        parser.feed(value);
      }
    };

    run().then(
      () => subscriber.complete(),
      (error: unknown) => {
        if (abort.signal.aborted) return; // we hung up ourselves: not a failure
        subscriber.error(error instanceof SseHttpError ? error : new Error(STREAM_CONNECTION_LOST));
      },
    );
    return () => abort.abort();
  });
}
