import { vi } from 'vitest';

/** One scripted stream answer: a status and, for 200, chunks the test pushes when it likes. */
export interface ScriptedStream {
  status: number;
  push(text: string): void;
  end(): void;
  fail(): void;
  /** True once the client aborted the request (unsubscribed). */
  aborted: boolean;
}

/**
 * A fetch that answers every stream request with a new ScriptedStream (200 unless `statuses` says
 * otherwise for that attempt) and records the headers of every attempt.
 */
export function streamingFetch(statuses: number[] = []) {
  const streams: ScriptedStream[] = [];
  const headers: Array<Record<string, string>> = [];
  const urls: string[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    urls.push(String(url));
    headers.push({ ...(init?.headers as Record<string, string>) });
    const status = statuses[streams.length] ?? 200;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const stream: ScriptedStream = {
      status,
      aborted: false,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      fail: () => controller.error(new TypeError('network error')),
    };
    init?.signal?.addEventListener('abort', () => {
      stream.aborted = true;
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    streams.push(stream);
    return new Response(status === 200 ? body : JSON.stringify({ status: 'FAILED' }), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, streams, headers, urls };
}

/** Lets pending promise callbacks (fetch, stream reads) run. */
export const settle = async (rounds = 10) => {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
};
