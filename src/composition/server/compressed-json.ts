import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers gain nothing from compression (a frame or two on the wire either way). */
const MIN_BYTES = 1024;

/**
 * The mock's JSON answers compressed for a browser that accepts it, as a production API behind any
 * web server is: the game lists of /home are about 60 KB as text and a fifth of that compressed,
 * on every visit (the service worker refreshes them in the background). Brotli when accepted,
 * else gzip; event streams and other types pass untouched, so nothing is buffered that must flow.
 */
export async function compressedJson(response: Response, acceptEncoding: string | string[] | undefined): Promise<Response> {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const type = response.headers.get('content-type') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding || !type.includes('application/json') || response.headers.has('content-encoding') || !response.body)
    return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (body.length < MIN_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}
