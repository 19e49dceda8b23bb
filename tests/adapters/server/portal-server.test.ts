import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startPortalServer, type PortalServer } from '../../../src/composition/server/portal-server';

/** The build's one inline script (the route preload, scripts/route-preload.ts) stands in as this. */
const INLINE = 'document.title = "preloading"';

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
    server = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: dist });
  });
  afterAll(() => server.close());

  it.each(['/', '/game-details/turbo-drift', '/terms-&-conditions', '/genres/racing?x=1'])('serves the SPA for the deep link %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

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

  it('caches hashed assets for a year and index.html not at all', async () => {
    expect((await fetch(`${server.url}/assets/app-abc.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/home`)).headers.get('cache-control')).toBe('no-cache');
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
