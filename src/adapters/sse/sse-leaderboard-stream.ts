import { concatMap, from, of, type Observable } from 'rxjs';
import type { LeaderboardStreamPort } from '../../application/ports/leaderboard-stream.port';
import type { StreamEvent } from '../../application/ports/stream-event';
import { LEADERBOARD_RECONNECT_MS, parseLeaderboardPayload, type LeaderboardPayload } from '../../domain/leaderboard';
import { sseConnection, type SseSignal } from './sse-connection';
import { reconnectAfter, type ReconnectSignal } from './reconnect';
import type { SseStreamOptions } from './sse-options';
import { apiUrl } from '../http/api-connection';
import { BIG_ANSWER_CHARS, yieldToBrowser } from '../http/yield-to-browser';

const message = (value: LeaderboardPayload): StreamEvent<LeaderboardPayload> => ({ type: 'message', value });

/** Spec §7 "/tournament/leaderboard/broadcast". */
export const LEADERBOARD_STREAM_PATH = '/tournament/leaderboard/broadcast';

/**
 * The live leaderboard over SSE: each event's data is parsed by the spec §5 payload rule, and
 * the stream comes back 3000 ms after any end or error (spec §9) for as long as it is subscribed.
 */
export class SseLeaderboardStream implements LeaderboardStreamPort {
  constructor(private readonly options: SseStreamOptions) {}

  live(): Observable<StreamEvent<LeaderboardPayload>> {
    return sseConnection({ ...this.options, url: apiUrl(this.options.apiBaseUrl, LEADERBOARD_STREAM_PATH) }).pipe(
      reconnectAfter<SseSignal>(LEADERBOARD_RECONNECT_MS, { scheduler: this.options.scheduler }),
      concatMap((signal: SseSignal | ReconnectSignal) => {
        if (signal.type !== 'message') return of(signal);
        const { data } = signal.message;
        if (data.length <= BIG_ANSWER_CHARS) return of(message(parseLeaderboardPayload(data)));
        // A board of thousands: parsed in a task of its own, and shown in the next one.
        return from(
          yieldToBrowser()
            .then(() => parseLeaderboardPayload(data))
            .then(async (payload) => {
              await yieldToBrowser();
              return message(payload);
            }),
        );
      }),
    );
  }
}
