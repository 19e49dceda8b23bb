/**
 * What a self-reconnecting event stream reports: its connection state as well as its messages,
 * so a use case can show 'Live' or 'Stream connection lost' (spec §8) without owning the socket.
 * - connecting: an attempt started (the first one, or a reconnect after the wait)
 * - open: the server answered 200 and the stream is flowing
 * - message: one event's payload
 * - lost: the stream ended or failed; `reason` says why (e.g. 'HTTP 503'); a reconnect follows
 *   after `retryInMs` (or sooner, on a wake-up)
 */
export type StreamEvent<T> =
  { type: 'connecting' } | { type: 'open' } | { type: 'message'; value: T } | { type: 'lost'; reason: string; retryInMs: number };
