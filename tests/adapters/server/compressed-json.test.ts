import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedJson } from '../../../src/composition/server/compressed-json';

const bigList = JSON.stringify({
  status: 'OK',
  data: { games: Array.from({ length: 60 }, (_, i) => ({ id: `g-${i}`, name: `Game ${i}` })) },
});
const json = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } });

describe("the mock's JSON answers on the wire", () => {
  it('are brotli-compressed for a browser that accepts it, gzip otherwise, and decode to the same text', async () => {
    const br = await compressedJson(json(bigList), 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(bigList.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigList);

    const gzip = await compressedJson(json(bigList), 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(bigList);
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('are left as they are for a client that accepts no compression, when small, or when not JSON', async () => {
    expect((await compressedJson(json(bigList), undefined)).headers.get('content-encoding')).toBeNull();
    expect((await compressedJson(json('{"status":"OK"}'), 'br')).headers.get('content-encoding')).toBeNull();
    const stream = new Response('data: {}\n\n', { headers: { 'content-type': 'text/event-stream' } });
    expect(await compressedJson(stream, 'br')).toBe(stream);
  });
});
