import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, toArray } from 'rxjs';
import { sseConnection } from '../../../src/adapters/sse/sse-connection';
import { parseLeaderboardPayload } from '../../../src/domain/leaderboard';
import { entryArbitrary, validPayload } from '../../support/leaderboard-arbitraries';

/** A complete stream body delivered in the given chunks, then ended. */
function fetchDelivering(chunks: string[]): typeof fetch {
  const encoder = new TextEncoder();
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
          controller.close();
        },
      }),
      { status: 200 },
    );
}

/** Cuts `text` at the given (sorted, deduplicated) positions. */
function cut(text: string, positions: number[]): string[] {
  const points = [...new Set(positions.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const point of points) {
    chunks.push(text.slice(from, point));
    from = point;
  }
  chunks.push(text.slice(from));
  return chunks.filter((chunk) => chunk !== '');
}

/** One SSE event whose data is `json`, pretty-printed or not (several data: lines), with CRLF or LF line ends. */
function sseText(json: string, crlf: boolean): string {
  const eol = crlf ? '\r\n' : '\n';
  return `${json
    .split('\n')
    .map((line) => `data: ${line}`)
    .join(eol)}${eol}${eol}`;
}

async function received(chunks: string[]) {
  const signals = await lastValueFrom(
    sseConnection({
      url: 'http://api.test/s',
      getToken: () => null,
      onUnauthorized: () => undefined,
      fetch: fetchDelivering(chunks),
    }).pipe(toArray()),
  );
  return signals.flatMap((signal) => (signal.type === 'message' ? [parseLeaderboardPayload(signal.message.data)] : []));
}

describe('live leaderboard payloads through the SSE adapter, cut into random chunks', () => {
  it('every valid form arrives as the same entries however the stream is chunked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(entryArbitrary, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (boards, form, pretty, crlf, positions) => {
          const text =
            ': connected\n\n' +
            boards
              .map((entries, i) => sseText(JSON.stringify(validPayload(entries, form + i), null, pretty ? 2 : undefined), crlf))
              .join('');
          const results = await received(cut(text, positions));
          expect(results).toEqual(boards.map((entries) => ({ valid: true, entries, stage: null })));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('any other JSON arrives as invalid and nothing throws', async () => {
    const notABoard = fc.json().filter((json) => {
      const value: unknown = JSON.parse(json);
      return (
        !Array.isArray(value) &&
        !(typeof value === 'object' && value !== null && ('data' in value || 'leaderboardDtos' in value)) &&
        typeof value !== 'string'
      );
    });
    await fc.assert(
      fc.asyncProperty(notABoard, fc.array(fc.nat(), { maxLength: 8 }), async (json, positions) => {
        const results = await received(cut(sseText(json, false), positions));
        expect(results).toEqual([{ valid: false }]);
      }),
      { numRuns: 150 },
    );
  });
});
