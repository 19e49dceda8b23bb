import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMockBackend, type MockBackend } from '../../adapters/mock-backend/mock-backend';
import { sendFetchResponse, toFetchRequest } from './node-bridge';
import { compressedJson } from './compressed-json';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Connect-style middleware: the mock answers its paths, everything else goes to `next`. */
export function mockMiddleware(backend: MockBackend): Middleware {
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (!/^\/(api|__mock__|mock-assets|esports\/api)\//.test(pathname)) return next();
    backend
      .handle(toFetchRequest(req))
      .then(async (response) =>
        response ? sendFetchResponse(res, await compressedJson(response, req.headers['accept-encoding'])) : next(),
      )
      .catch((error: unknown) => {
        console.error('[mock] handler failed:', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: 'Mock backend error' }] }));
      });
  };
}

let shared: Middleware | undefined;
/** One backend for the life of the Vite dev server (its data survives handler reloads only on restart). */
export function sharedMockMiddleware(): Middleware {
  shared ??= mockMiddleware(createMockBackend({ progressSync: process.env.MOCK_PROGRESS_SYNC === '1' }));
  return shared;
}
