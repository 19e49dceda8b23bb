import { afterEach, describe, expect, it, vi } from 'vitest';
import { sseConnection, SseHttpError, SseUnauthorizedError, type SseSignal } from '../../../src/adapters/sse/sse-connection';
import { settle, streamingFetch } from './sse-kit';

function connect(fetch: typeof globalThis.fetch, token: () => string | null = () => 'tok-1') {
  const onUnauthorized = vi.fn();
  const signals: SseSignal[] = [];
  let error: unknown;
  let completed = false;
  const subscription = sseConnection({ url: 'http://api.test/api/stream', getToken: token, onUnauthorized, fetch }).subscribe({
    next: (signal) => signals.push(signal),
    error: (e: unknown) => void (error = e),
    complete: () => void (completed = true),
  });
  return { subscription, signals, onUnauthorized, error: () => error, completed: () => completed };
}

const messages = (signals: SseSignal[]) => signals.flatMap((s) => (s.type === 'message' ? [s.message.data] : []));

describe('sseConnection: one server-sent event stream over fetch', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token and asks for an event stream', async () => {
    const scripted = streamingFetch();
    connect(scripted.fetch);
    await settle();
    expect(scripted.headers[0]).toMatchObject({ Authorization: 'Bearer tok-1', Accept: 'text/event-stream' });
  });

  it('sends no Authorization header without a token', async () => {
    const scripted = streamingFetch();
    connect(scripted.fetch, () => null);
    await settle();
    expect(scripted.headers[0]).not.toHaveProperty('Authorization');
  });

  it('reports open, then each event parsed from chunks split anywhere', async () => {
    const scripted = streamingFetch();
    const { signals } = connect(scripted.fetch);
    await settle();
    expect(signals).toEqual([{ type: 'open' }]);
    scripted.streams[0].push(': connected\n\nda');
    scripted.streams[0].push('ta: {"a":1}\n');
    scripted.streams[0].push('\ndata: line 1\ndata: line 2\n\n');
    await settle();
    expect(messages(signals)).toEqual(['{"a":1}', 'line 1\nline 2']);
  });

  it('completes when the server ends the stream', async () => {
    const scripted = streamingFetch();
    const run = connect(scripted.fetch);
    await settle();
    scripted.streams[0].end();
    await settle();
    expect(run.completed()).toBe(true);
  });

  it("fails with 'HTTP {status}' for a non-OK answer (spec §8)", async () => {
    const scripted = streamingFetch([503]);
    const run = connect(scripted.fetch);
    await settle();
    expect(run.error()).toBeInstanceOf(SseHttpError);
    expect((run.error() as Error).message).toBe('HTTP 503');
    expect(run.onUnauthorized).not.toHaveBeenCalled();
  });

  it('on a 401 applies the cross-call rule and fails with the fatal unauthorized error', async () => {
    const scripted = streamingFetch([401]);
    const run = connect(scripted.fetch);
    await settle();
    expect(run.onUnauthorized).toHaveBeenCalledOnce();
    expect(run.error()).toBeInstanceOf(SseUnauthorizedError);
  });

  it("fails with 'Stream connection lost' when the network breaks mid-stream", async () => {
    const scripted = streamingFetch();
    const run = connect(scripted.fetch);
    await settle();
    scripted.streams[0].fail();
    await settle();
    expect((run.error() as Error).message).toBe('Stream connection lost');
  });

  it('aborts the request when unsubscribed, and reports nothing after', async () => {
    const scripted = streamingFetch();
    const run = connect(scripted.fetch);
    await settle();
    run.subscription.unsubscribe();
    await settle();
    expect(scripted.streams[0].aborted).toBe(true);
    expect(run.error()).toBeUndefined();
  });
});
