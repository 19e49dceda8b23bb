import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { createMockBackend, type MockBackend } from '../../adapters/mock-backend/mock-backend';
import { mockMiddleware } from './mock-middleware';
import { inlineScriptHashes, securityHeaders } from './security-headers';

export interface PortalServer {
  url: string;
  backend: MockBackend;
  close(): Promise<void>;
}

/**
 * The server of `npm start` and of the browser tests: the built SPA from `distDir`
 * (any unknown path serves index.html, so deep links work) plus the mock backend on the same origin.
 */
export async function startPortalServer(options: { port: number; host?: string; distDir: string }): Promise<PortalServer> {
  const backend = createMockBackend();
  const mock = mockMiddleware(backend);
  const assets = sirv(options.distDir, {
    single: true,
    etag: true,
    // The build writes .br and .gz beside each file (vite.config.ts); send them when the browser accepts them.
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      // Hashed build assets never change; index.html and config.json must always be fresh.
      const immutable = pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The build's index.html has one inline script (the route preload); the policy allows it by hash.
  const indexHtml = join(options.distDir, 'index.html');
  const scriptHashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const server: Server = createServer((req, res) => {
    securityHeaders(res, process.env, scriptHashes);
    mock(req, res, () => assets(req, res, () => {
      res.writeHead(404).end('Not found');
    }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    backend,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
