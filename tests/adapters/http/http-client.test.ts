import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { ServiceError } from '../../../src/application/errors';

type Reply = { status: number; body?: unknown; raw?: string } | 'network-error';

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === 'network-error') throw new TypeError('fetch failed');
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, { status: reply.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { status: 'OK', data, errors: [] } });
const dataSchema = z.object({ name: z.string() });

function client(replies: Reply[], token: () => string | null = () => null) {
  const scripted = scriptedFetch(replies);
  const onUnauthorized = vi.fn();
  const http = new HttpClient({
    apiBaseUrl: 'http://api.test',
    timeoutMs: 0,
    getToken: token,
    onUnauthorized,
    fetch: scripted.fetch,
  });
  return { http, onUnauthorized, ...scripted };
}

describe('HttpClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends JSON to {apiBaseUrl}/api with the bearer token when one exists', async () => {
    const { http, calls } = client([ok({ name: 'x' })], () => 'tok-1');
    await http.send({ method: 'POST', path: '/auth/login', body: { a: 1 } }, dataSchema);
    expect(calls[0].url).toBe('http://api.test/api/auth/login');
    expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header for a guest', async () => {
    const { http, calls } = client([ok({ name: 'x' })]);
    await http.send({ method: 'GET', path: '/play/genres' }, dataSchema);
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
  });

  it('returns the envelope data parsed by the schema', async () => {
    const { http } = client([ok({ name: 'Snake', extra: true })]);
    await expect(http.send({ method: 'GET', path: '/x' }, dataSchema)).resolves.toEqual({ name: 'Snake' });
  });

  it('turns a status that is not OK into a rejection carrying the first error message and code', async () => {
    const { http } = client([
      { status: 200, body: { status: 'FAILED', errors: [{ message: 'Invalid OTP', code: 'E1' }, { message: 'second' }] } },
    ]);
    await expect(http.send({ method: 'POST', path: '/x' }, dataSchema)).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Invalid OTP',
      code: 'E1',
    });
  });

  it('reads the error message from a 4xx envelope and does not retry it', async () => {
    const { http, calls } = client([{ status: 400, body: { status: 'FAILED', errors: [{ message: 'Wrong password' }] } }]);
    await expect(http.send({ method: 'POST', path: '/x' }, dataSchema)).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Wrong password',
    });
    expect(calls).toHaveLength(1);
  });

  it('retries a 5xx after 1 s and 2 s and succeeds on the third attempt', async () => {
    const { http, calls } = client([{ status: 503 }, { status: 503 }, ok({ name: 'ok' })]);
    const result = http.send({ method: 'GET', path: '/x' }, dataSchema);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ name: 'ok' });
    expect(calls).toHaveLength(3);
  });

  it('gives up after 3 retries (1 s, 2 s, 3 s) when the server keeps failing', async () => {
    const { http, calls } = client([{ status: 500 }]);
    const result = http.send({ method: 'GET', path: '/x' }, dataSchema);
    const settled = expect(result).rejects.toMatchObject({ reason: 'server', status: 500 });
    await vi.advanceTimersByTimeAsync(5999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(calls).toHaveLength(4);
  });

  it('retries a missing response (network error) the same way', async () => {
    const { http, calls } = client(['network-error', ok({ name: 'back' })]);
    const result = http.send({ method: 'GET', path: '/x' }, dataSchema);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ name: 'back' });
    expect(calls).toHaveLength(2);
  });

  it('rebuilds the headers on each attempt, so a retry carries the current token', async () => {
    let current = 'old';
    const { http, calls } = client([{ status: 502 }, ok({ name: 'x' })], () => current);
    const result = http.send({ method: 'GET', path: '/x' }, dataSchema);
    await vi.advanceTimersByTimeAsync(0);
    current = 'new';
    await vi.advanceTimersByTimeAsync(1000);
    await result;
    expect(calls.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('on 401 ends the session once and does not retry', async () => {
    const { http, calls, onUnauthorized } = client([{ status: 401, body: { status: 'FAILED', errors: [] } }], () => 'expired');
    await expect(http.send({ method: 'GET', path: '/x' }, dataSchema)).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a body that is not JSON', { status: 200, raw: '<html>oops' }],
    ['JSON without the envelope', { status: 200, body: { hello: 'world' } }],
    ['data of the wrong shape', ok({ name: 42 })],
  ])('rejects %s as malformed without retrying', async (_label, reply) => {
    const { http, calls } = client([reply as Reply]);
    const error = await http.send({ method: 'GET', path: '/x' }, dataSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ reason: 'malformed' });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a 404 without an envelope', async () => {
    const { http, calls } = client([{ status: 404, raw: 'Not found' }]);
    await expect(http.send({ method: 'GET', path: '/x' }, dataSchema)).rejects.toMatchObject({ reason: 'server', status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('reports the HTTP status for status-only calls', async () => {
    const { http } = client([{ status: 200, raw: '' }]);
    await expect(http.status({ method: 'POST', path: '/auth/bug/reporting', body: [] })).resolves.toBe(200);
  });

  it('applies a configured request timeout as a missing response', async () => {
    const hanging = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const http = new HttpClient({
      apiBaseUrl: '',
      timeoutMs: 5000,
      getToken: () => null,
      onUnauthorized: () => {},
      fetch: hanging,
    });
    const result = http.send({ method: 'GET', path: '/x' }, dataSchema);
    const settled = expect(result).rejects.toMatchObject({ reason: 'network' });
    await vi.advanceTimersByTimeAsync(5000 * 4 + 6000);
    await settled;
    expect(hanging).toHaveBeenCalledTimes(4);
  });
});
