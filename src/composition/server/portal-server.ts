import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import sirv from 'sirv';
import { createMockBackend, type MockBackend } from '../../adapters/mock-backend/mock-backend';
import { mockMiddleware } from './mock-middleware';
import { inlineScriptHashes, securityHeaders } from './security-headers';
import { cacheControlFor } from './cache-policy';
import { gameContentSecurityPolicy, gamePageSlug, gamePolicies } from './game-security-headers';

/** A PEM key and certificate: the server then speaks HTTPS, HTTP/2 with HTTP/1.1 as fallback. */
export interface TlsOptions {
  key: string | Buffer;
  cert: string | Buffer;
}

export interface PortalServer {
  url: string;
  backend: MockBackend;
  close(): Promise<void>;
}

/**
 * The server of `npm start` and of the browser tests: the built SPA from `distDir`
 * (any unknown path serves index.html, so deep links work) plus the mock backend on the same origin.
 */
export async function startPortalServer(options: {
  port: number;
  host?: string;
  distDir: string;
  tls?: TlsOptions;
}): Promise<PortalServer> {
  // The progress calls a backend would need across devices are served only when asked (docs/api-calls.md).
  const backend = createMockBackend({ progressSync: process.env.MOCK_PROGRESS_SYNC === '1' });
  const mock = mockMiddleware(backend);
  const assets = sirv(options.distDir, {
    single: true,
    etag: true,
    // The build writes .br and .gz beside each file (vite.config.ts); send them when the browser accepts them.
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  // The build's index.html has inline scripts (the boot script, the route preload); the policy allows them by hash.
  const indexHtml = join(options.distDir, 'index.html');
  const scriptHashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  // A bundled game's page is sandboxed by its own policy, whoever frames it (docs/decisions/0042).
  const games = gamePolicies(options.distDir);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    securityHeaders(res, process.env, scriptHashes);
    const game = gamePageSlug(req.url);
    if (game) res.setHeader('Content-Security-Policy', games.get(game) ?? gameContentSecurityPolicy([]));
    mock(req, res, () =>
      assets(req, res, () => {
        res.writeHead(404).end('Not found');
      }),
    );
  };
  const server = options.tls ? secureServer(options.tls, handle) : plainServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://localhost:${port}`,
    backend,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.dropConnections();
      }),
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface Listening {
  listen(port: number, host: string | undefined, done: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  address(): AddressInfo | string | null;
  close(done: () => void): void;
  /** Ends open connections (keep-alive, event streams), so close() completes. */
  dropConnections(): void;
}

function plainServer(handle: Handler): Listening {
  const server = createServer(handle);
  return Object.assign(server, { dropConnections: () => server.closeAllConnections() });
}

/**
 * HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as the portal is deployed: browsers
 * speak HTTP/2 only over TLS, and over HTTP/2 the page's requests share one connection instead of
 * queueing for six, which on slow mobile data delays the first screen. Node's compatibility API gives the same request and response objects.
 */
function secureServer(tls: TlsOptions, handle: Handler): Listening {
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle as never);
  // Every connection, HTTP/2 session or HTTP/1.1, runs on one of these sockets.
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return Object.assign(server, { dropConnections: () => sockets.forEach((socket) => socket.destroy()) });
}
