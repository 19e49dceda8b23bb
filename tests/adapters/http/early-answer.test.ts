import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { adoptEarlyAnswers, type EarlyAnswer, type EarlyAnswers } from '../../../src/adapters/http/early-answer';

const URL_OF_CALL = '/api/play/homepage/top/patch';
const envelope = (name: string) => JSON.stringify({ status: 'OK', data: { name }, errors: [] });
const schema = z.object({ name: z.string() });

/** The boot script's call as it leaves it: answered with `status` (or no answer), `ago` ms before now. */
function early(status: number | 'no answer', token: string | null = 'tok-1', ago = 0): EarlyAnswer {
  const answer =
    status === 'no answer'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(envelope('early'), { status }));
  answer.catch(() => undefined);
  return { answer, token, settledAt: Date.now() - ago };
}

/** The HTTP client with the boot script's `answers`; its own fetch answers from `replies` (the last one repeats). */
function client(answers: EarlyAnswers, replies: number[], token: () => string | null = () => 'tok-1') {
  const calls: Array<{ url: string; headers: Record<string, string>; at: number }> = [];
  const started = Date.now();
  const real = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string>, at: Date.now() - started });
    const status = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    return new Response(envelope('asked again'), { status });
  });
  const onUnauthorized = vi.fn();
  const http = new HttpClient({
    apiBaseUrl: '',
    timeoutMs: 0,
    getToken: token,
    onUnauthorized,
    fetch: real as unknown as typeof fetch,
    earlyAnswers: answers,
  });
  const get = () => http.send({ method: 'GET', path: '/play/homepage/top/patch' }, schema);
  return { get, calls, onUnauthorized };
}

describe("the boot script's early call", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first matching call, once: the next call asks the server', async () => {
    const { get, calls } = client({ [URL_OF_CALL]: early(200) }, [200]);
    await expect(get()).resolves.toEqual({ name: 'early' });
    expect(calls).toEqual([]);
    await expect(get()).resolves.toEqual({ name: 'asked again' });
    expect(calls).toHaveLength(1);
  });

  it('is not used when the token changed since (a login or logout): the call carries the current one', async () => {
    const { get, calls } = client({ [URL_OF_CALL]: early(200, null) }, [200]);
    await expect(get()).resolves.toEqual({ name: 'asked again' });
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });

  it('is not used for another method to the same address', async () => {
    const answers = { [URL_OF_CALL]: early(200) };
    const real = vi.fn(async () => new Response(envelope('posted')));
    await adoptEarlyAnswers(real as unknown as typeof fetch, answers)(URL_OF_CALL, { method: 'POST' });
    expect(real).toHaveBeenCalledOnce();
    expect(answers[URL_OF_CALL]).toBeDefined();
  });

  // Spec §7: "A missing response or a 5xx is retried up to 3 times, waiting 1 s, 2 s, 3 s".
  it.each([['no answer' as const], [503]])(
    'that failed (%s) is the first attempt: three retries at most, 1 s, 2 s and 3 s after each failure',
    async (failure) => {
      const { get, calls } = client({ [URL_OF_CALL]: early(failure) }, [503]);
      const result = get();
      result.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.map(({ at }) => at)).toEqual([1000]);
      await vi.advanceTimersByTimeAsync(2000);
      await vi.advanceTimersByTimeAsync(3000);
      expect(calls.map(({ at }) => at)).toEqual([1000, 3000, 6000]);
      await expect(result).rejects.toMatchObject({ reason: 'server', status: 503 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(3);
      expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    },
  );

  it("that failed before the portal's code got to it is retried 1 s after its failure, not 1 s after that", async () => {
    const { get, calls } = client({ [URL_OF_CALL]: early(503, 'tok-1', 400) }, [200]);
    const result = get();
    await vi.advanceTimersByTimeAsync(599);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ name: 'asked again' });
    expect(calls.map(({ at }) => at)).toEqual([600]);
  });

  it("that failed more than 1 s before the portal's code got to it is retried at once", async () => {
    const { get, calls } = client({ [URL_OF_CALL]: early('no answer', 'tok-1', 5000) }, [200]);
    const result = get();
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toEqual({ name: 'asked again' });
    expect(calls.map(({ at }) => at)).toEqual([0]);
  });

  it('that was still on its way when the client took it is waited for, and its failure waits the full 1 s', async () => {
    let fail!: () => void;
    const answer = new Promise<Response>((_, reject) => (fail = () => reject(new TypeError('Failed to fetch'))));
    const entry: EarlyAnswer = { answer, token: 'tok-1' };
    void answer.catch(() => (entry.settledAt = Date.now()));
    const { get, calls } = client({ [URL_OF_CALL]: entry }, [200]);
    const result = get();
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls).toEqual([]);
    fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ name: 'asked again' });
  });

  // Spec §7: "Any 401 response clears the stored session and goes to /login."
  it('that was a 401 ends the session, even when the server would have answered the next call', async () => {
    const { get, calls, onUnauthorized } = client({ [URL_OF_CALL]: early(401) }, [200]);
    await expect(get()).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });
});

describe('config.json from the boot script', () => {
  it('is taken when it answered 2xx, and fetched again otherwise', async () => {
    const real = vi.fn(async () => new Response('{"productName":"again"}'));
    const ok = { '/config.json': { answer: Promise.resolve(new Response('{}')), token: null } };
    await adoptEarlyAnswers(real as unknown as typeof fetch, ok)('/config.json');
    expect(real).not.toHaveBeenCalled();
    const failed = { '/config.json': { answer: Promise.resolve(new Response('', { status: 503 })), token: null } };
    const response = await adoptEarlyAnswers(real as unknown as typeof fetch, failed)('/config.json');
    expect(real).toHaveBeenCalledOnce();
    expect(await response.text()).toBe('{"productName":"again"}');
  });

  it('without a boot script, fetch is left as it is', () => {
    const real = vi.fn() as unknown as typeof fetch;
    expect(adoptEarlyAnswers(real, undefined)).toBe(real);
  });
});
