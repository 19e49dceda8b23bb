import { map, type Observable } from 'rxjs';
import type { BroadcastStreamPort } from '../../application/ports/broadcast-stream.port';
import type { StreamEvent } from '../../application/ports/stream-event';
import { BROADCAST_RECONNECT, parsePushNotification, type PushNotification } from '../../domain/notification';
import { sseConnection, type SseSignal } from './sse-connection';
import { reconnectWithBackoff, type ReconnectSignal } from './reconnect';
import type { SseStreamOptions } from './sse-options';
import { apiUrl } from '../http/api-connection';

/** Spec §7 "GET /tournament/push/notification/broadcast". */
export const BROADCAST_STREAM_PATH = '/tournament/push/notification/broadcast';

/**
 * The broadcast notifications over SSE, with the bearer token of the moment on every attempt.
 * Spec §4/§9: "Reconnects after end or error with backoff doubling from 1 s up to 30 s, reset on
 * success"; a wake-up (online, visible) cuts the wait short. A 401 is fatal (see SseUnauthorizedError).
 */
export class SseBroadcastStream implements BroadcastStreamPort {
  constructor(private readonly options: SseStreamOptions) {}

  notifications(wakeUp$: Observable<unknown>): Observable<StreamEvent<PushNotification | null>> {
    return sseConnection({ ...this.options, url: apiUrl(this.options.apiBaseUrl, BROADCAST_STREAM_PATH) }).pipe(
      reconnectWithBackoff<SseSignal>({ ...BROADCAST_RECONNECT, wakeUp$, scheduler: this.options.scheduler }),
      map((signal: SseSignal | ReconnectSignal): StreamEvent<PushNotification | null> =>
        signal.type === 'message' ? { type: 'message', value: parsePushNotification(signal.message.data) } : signal,
      ),
    );
  }
}
