import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { connect, type ClientHttp2Session } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startPortalServer, type PortalServer } from '../../../src/composition/server/portal-server';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate';

/** The build's one inline script (the route preload, scripts/route-preload.ts) stands in as this. */
const INLINE = 'document.title = "preloading"';

/** A bundled game's inline script. */
const GAME = 'Kit.start()';

/** The real Node server of `npm start` over a stand-in build folder. */
describe('portal server', () => {
  let server: PortalServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${INLINE}</script><div id="root"></div>`);
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    // What the build's precompress step leaves beside a file (vite.config.ts).
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'config.json'), '{"productName":"Edited after the build"}');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"PlayZone"}');
    // A bundled game's one self-contained page (scripts/single-file-games.ts).
    mkdirSync(join(dist, 'games', 'snake'), { recursive: true });
    writeFileSync(join(dist, 'games', 'snake', 'index.html'), `<!doctype html><canvas></canvas><script>${GAME}</script>`);
    server = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: dist });
  });
  afterAll(() => server.close());

  it.each(['/', '/game-details/turbo-drift', '/terms-&-conditions', '/genres/racing?x=1'])(
    'serves the SPA for the deep link %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it("sends a Content-Security-Policy without 'unsafe-inline' script", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it("allows index.html's own inline script by its hash, and no other", async () => {
    const csp = (await fetch(`${server.url}/home`)).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it.each(['/games/snake/', '/games/snake/?mode=wrap', '/games/snake/index.html'])(
    "sends the game page %s with its own sandboxing policy, allowing only the game's script",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const hash = createHash('sha256').update(GAME).digest('base64');
      expect(response.headers.get('content-security-policy')).toMatch(
        new RegExp(
          `^sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`,
        ),
      );
    },
  );

  it("keeps the portal's policy for the games' other files and for a game page not built", async () => {
    expect((await fetch(`${server.url}/games/files.json`)).headers.get('content-security-policy')).toContain("script-src 'self'");
    // Never the portal's policy at a game's address: an unknown game page runs no script at all.
    const unknown = (await fetch(`${server.url}/games/nothing/`)).headers.get('content-security-policy') ?? '';
    expect(unknown).toMatch(/^sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src 'none';/);
  });

  it('caches hashed assets for a year and index.html not at all', async () => {
    expect((await fetch(`${server.url}/assets/app-abc.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/home`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('never lets a browser keep the service worker or the manifest without asking again', async () => {
    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the pre-compressed brotli file to a browser that accepts it', async () => {
    const response = await fetch(`${server.url}/assets/app-abc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves config.json as edited, uncompressed', async () => {
    const response = await fetch(`${server.url}/config.json`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ productName: 'Edited after the build' });
  });

  it('answers the API on the same origin with the envelope', async () => {
    const response = await fetch(`${server.url}/api/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'FAILED' });
  });

  it('passes JSON request bodies through to the handlers (faults via the control API)', async () => {
    const added = await fetch(`${server.url}/__mock__/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/api/flaky', times: 1, status: 503 }),
    });
    expect(added.status).toBe(200);
    expect((await fetch(`${server.url}/api/flaky`)).status).toBe(503);
    expect((await fetch(`${server.url}/api/flaky`)).status).toBe(404);
  });

  it('drops the connection for a network-error fault, as a missing response', async () => {
    await fetch(`${server.url}/__mock__/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/api/gone', networkError: true }),
    });
    await expect(fetch(`${server.url}/api/gone`)).rejects.toThrow();
  });
});

/** One HTTP/2 request on `session`: status, headers and body text. */
function h2Get(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    let answer: Record<string, unknown> = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => void (answer = received));
    stream.on('data', (chunk: string) => void (body += chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body }));
    stream.on('error', reject);
  });
}

/** `npm start` with PORTAL_TLS_KEY/PORTAL_TLS_CERT, and the benchmark: HTTPS, HTTP/2 first. */
describe('portal server over HTTPS', () => {
  let server: PortalServer;
  let session: ClientHttp2Session;
  beforeAll(async () => {
    const tls = await selfSignedCertificate();
    if (!tls) throw new Error('openssl is needed to make the test certificate');
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${INLINE}</script><div id="root"></div>`);
    server = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: dist, tls });
    session = connect(server.url.replace('localhost', '127.0.0.1'), { rejectUnauthorized: false });
  });
  afterAll(async () => {
    session.close();
    await server.close();
  });

  it('serves the SPA, with its policy, and the mock API over one HTTP/2 connection', async () => {
    expect(server.url).toMatch(/^https:/);
    const page = await h2Get(session, '/genres/racing');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' 'sha256-");
    const api = await h2Get(session, '/api/no/such/call');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ status: 'FAILED' });
  });

  it('ends only its own request for a network-error fault: the connection serves the next one', async () => {
    const fault = session.request({ ':path': '/__mock__/faults', ':method': 'POST', 'content-type': 'application/json' });
    fault.end(JSON.stringify({ match: '/api/gone', networkError: true }));
    await new Promise((resolve) => fault.on('close', resolve).resume());
    await expect(h2Get(session, '/api/gone')).rejects.toThrow();
    expect((await h2Get(session, '/home')).status).toBe(200);
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      httpsGet(`${server.url.replace('localhost', '127.0.0.1')}/home`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });
});
