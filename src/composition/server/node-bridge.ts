import type { IncomingMessage, ServerResponse } from 'node:http';
import http2, { type Http2ServerResponse } from 'node:http2';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A Fetch API Request for a Node request, so msw handlers can answer real HTTP. */
export function toFetchRequest(req: IncomingMessage): Request {
  // HTTP/2 names the host ':authority' and carries pseudo-headers (':path'…) that are no headers.
  const host = req.headers.host ?? (req.headers[':authority'] as string | undefined) ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const abort = new AbortController();
  req.on('close', () => abort.abort());
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: abort.signal,
    // Node's fetch needs this to accept a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Writes a Fetch Response to Node; a network-error Response (type 'error') drops the connection. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    // Over HTTP/2 the socket carries every request of the page: end only this one's stream.
    const stream = 'stream' in res ? (res as unknown as Http2ServerResponse).stream : undefined;
    if (stream) stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
    else res.socket?.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    // Node manages the connection itself, and HTTP/2 forbids these headers.
    if (!CONNECTION_HEADERS.has(key)) headers[key] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // Streamed (SSE) bodies flow chunk by chunk; the client going away cancels the stream.
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  res.on('close', () => body.destroy());
  body.on('error', () => res.destroy());
  body.pipe(res);
}
