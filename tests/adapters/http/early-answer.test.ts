import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { adoptEarlyAnswers, type EarlyAnswers } from '../../../src/adapters/http/early-answer';

const URL_OF_CALL = '/api/play/homepage/top/patch';
const envelope = (name: string) => JSON.stringify({ status: 'OK', data: { name }, errors: [] });
const answer = (status: number, name = 'early') => Promise.resolve(new Response(envelope(name), { status }));
const schema = z.object({ name: z.string() });

/** The HTTP client over a fetch that adopts `answers` first; the real fetch answers from `replies`. */
function client(answers: EarlyAnswers, replies: number[], token: () => string | null = () => 'tok-1') {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const real = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> });
    const status = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    return new Response(envelope('asked again'), { status });
  });
  const onUnauthorized = vi.fn();
  const http = new HttpClient({
    apiBaseUrl: '',
    timeoutMs: 0,
    getToken: token,
    onUnauthorized,
    fetch: adoptEarlyAnswers(real as unknown as typeof fetch, answers),
  });
  const get = () => http.send({ method: 'GET', path: '/play/homepage/top/patch' }, schema);
  return { get, calls, onUnauthorized };
}

describe('the early answer of the boot script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first matching call, once: the next call asks the server', async () => {
    const { get, calls } = client({ [URL_OF_CALL]: { answer: answer(200), token: 'tok-1' } }, [200]);
    await expect(get()).resolves.toEqual({ name: 'early' });
    expect(calls).toEqual([]);
    await expect(get()).resolves.toEqual({ name: 'asked again' });
    expect(calls).toHaveLength(1);
  });

  it('is not used when the token changed since (a login or logout): the call carries the current one', async () => {
    const { get, calls } = client({ [URL_OF_CALL]: { answer: answer(200), token: null } }, [200]);
    await expect(get()).resolves.toEqual({ name: 'asked again' });
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });

  it('is not used for another method to the same address', async () => {
    const answers = { [URL_OF_CALL]: { answer: answer(200), token: 'tok-1' } };
    const { calls } = client(answers, [200]);
    const real = vi.fn(async () => new Response(envelope('posted')));
    await adoptEarlyAnswers(real as unknown as typeof fetch, answers)(URL_OF_CALL, { method: 'POST' });
    expect(real).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
    expect(answers[URL_OF_CALL]).toBeDefined();
  });

  it('that failed (no answer) gives way to the normal call, with the bearer token', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const { get, calls } = client({ [URL_OF_CALL]: { answer: failed, token: 'tok-1' } }, [200]);
    await expect(get()).resolves.toEqual({ name: 'asked again' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });

  it('that was a 401 gives way to the normal call, whose 401 ends the session once (spec §7)', async () => {
    const { get, calls, onUnauthorized } = client({ [URL_OF_CALL]: { answer: answer(401), token: 'tok-1' } }, [401]);
    await expect(get()).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('that was a 401 is not the session ending when the normal call succeeds', async () => {
    const { get, onUnauthorized } = client({ [URL_OF_CALL]: { answer: answer(401), token: 'tok-1' } }, [200]);
    await expect(get()).resolves.toEqual({ name: 'asked again' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('that was a 5xx gives way to the normal call, which is retried after 1 s as every call is (spec §9)', async () => {
    const { get, calls } = client({ [URL_OF_CALL]: { answer: answer(503), token: 'tok-1' } }, [503, 200]);
    const result = get();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ name: 'asked again' });
    expect(calls).toHaveLength(2);
  });

  it('without a boot script, fetch is left as it is', () => {
    const real = vi.fn() as unknown as typeof fetch;
    expect(adoptEarlyAnswers(real, undefined)).toBe(real);
  });
});
