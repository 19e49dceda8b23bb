import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { BROTLI_STATIC_MODULE, ensureNginx, NGINX } from '../../scripts/ensure-nginx.mjs';
import { IMMUTABLE, NO_CACHE } from '../../scripts/host-config';
import { ACCOUNTS, submitLogin } from './support/accounts';
import { setupBrowser } from './support/browser';

/**
 * dist/ as it is really hosted: Debian's nginx with the configuration the build wrote
 * (dist/nginx.conf), only its three "deploy:" lines set for this run, and /api proxied to the
 * mock backend of the e2e run.
 */
const e2e = setupBrowser();
/** The entry's address in the boot script's data, quoted in any of the ways a minifier writes a string. */
const ENTRY_IN_PAGE = /"?entry"?:\s*["'`](\/assets\/[^"'`]+\.js)["'`]/;
let nginx: ChildProcess | undefined;
let prefix = '';
let origin = '';

beforeAll(async () => {
  if (!ensureNginx())
    throw new Error(`The static-host test needs ${NGINX} and ${BROTLI_STATIC_MODULE} (scripts/ensure-nginx.mjs).`);
  const outDir = inject('outDir');
  const api = new URL(inject('baseUrl'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  prefix = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  const site = deployed(await readFile(join(outDir, 'nginx.conf'), 'utf8'), {
    api: `${api.hostname}:${api.port}`,
    listen: `127.0.0.1:${port}`,
    root: outDir,
  });
  await writeFile(join(prefix, 'site.conf'), site);
  await writeFile(join(prefix, 'nginx.conf'), mainConfig(prefix));
  nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForServer(origin, () => stderr);
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await new Promise((resolve) => (nginx?.exitCode !== null ? resolve(undefined) : nginx.once('exit', resolve)));
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

describe('dist/ served by nginx with the configuration the build wrote', () => {
  test('a deep link opens the app on its page, and a missing build file is a 404, not the app', async () => {
    const { page } = e2e;
    const game = inject('seededGame');
    const response = await page.goto(`${origin}/game-details/${game.uniqueName}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
    expect((await get('/assets/no-such-file.js')).status).toBe(404);
    expect((await get('/nginx.conf')).status).toBe(404);
  });

  test("the policy lets index.html's scripts run and refuses any other inline script", async () => {
    const { page } = e2e;
    const response = await page.goto(`${origin}/tournament`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp).toContain("frame-ancestors 'self'");
    // The route preload ran: it put the tournament chunk into the head.
    await page.locator('head link[rel="modulepreload"][href^="/assets/tournament-"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // An injected inline script is refused (and reported as a violation, which is not a page error).
    const refused = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve({ ran: 'injected' in window, violated: event.effectiveDirective }),
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.appendChild(script);
        }),
    );
    expect(refused).toEqual({ ran: false, violated: 'script-src-elem' });
    // Chromium logs the refusal as a console error: that one is the point of this test.
    const problems = e2e.problems as string[];
    expect(problems.filter((problem) => problem.includes('Content Security Policy'))).toHaveLength(1);
    problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('Content Security Policy')));
  });

  test("a bundled game's page runs under its own policy: sandboxed into an opaque origin, its scripts by hash", async () => {
    const { page } = e2e;
    const response = await page.goto(`${origin}/games/snake/?mode=wrap`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/^sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src( 'sha256-[\w+/=]+')+;/);
    expect(response?.headers()['cache-control']).toBe(NO_CACHE);
    await page.locator('html[data-state]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => self.origin)).toBe('null');
  });

  test('hashed files are immutable; index.html, config.json and the service worker revalidate', async () => {
    const html = await get('/home');
    // The boot script starts the entry (scripts/boot-script.ts): its URL is in the script's data,
    // written minified (scripts/minified-inline-code.ts).
    const entry = ENTRY_IN_PAGE.exec(html.body)?.[1];
    expect(entry).toBeDefined();
    expect((await get(entry!)).headers['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/home', '/config.json', '/sw.js']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(NO_CACHE);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test("the build's brotli and gzip files are sent to browsers that accept them, and API answers are compressed", async () => {
    const html = await get('/home');
    const entry = ENTRY_IN_PAGE.exec(html.body)![1]!;
    expect((await get(entry, { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
    expect((await get(entry, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get(entry, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    const genres = await get('/api/play/genres', { 'accept-encoding': 'gzip' });
    expect(genres.status).toBe(200);
    expect(genres.headers['content-encoding']).toBe('gzip');
  });

  test('a subscriber logs in and likes a game through nginx and the proxied API', async () => {
    const { page } = e2e;
    const game = inject('seededGame');
    await page.goto(`${origin}/login`);
    await submitLogin(page, ACCOUNTS.subscriber.email, ACCOUNTS.subscriber.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${origin}/game-details/${game.uniqueName}`);
    await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const before = await like.getAttribute('aria-pressed');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    expect(new URL(page.url()).origin).toBe(origin);
  });
});

/** The generated site with its "deploy:" lines set; each must be found. */
function deployed(config: string, values: { api: string; listen: string; root: string }): string {
  const set = (text: string, pattern: RegExp, line: string) => {
    if (!pattern.test(text)) throw new Error(`nginx.conf has no line matching ${pattern}`);
    return text.replace(pattern, line);
  };
  let site = set(config, /^\s*server \S+; # deploy:.*$/m, `  server ${values.api};`);
  site = set(site, /^\s*listen \S+; # deploy:.*$/m, `  listen ${values.listen};`);
  return set(site, /^\s*root \S+; # deploy:.*$/m, `  root ${values.root};`);
}

/** A minimal main configuration around the site, as Debian's /etc/nginx/nginx.conf would be, in `prefix`. */
function mainConfig(dir: string): string {
  return `load_module ${BROTLI_STATIC_MODULE};
# As root (CI), workers read the temporary build folder, which only its owner may read.
user root;
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One plain HTTP GET to nginx, with exactly these request headers (no automatic decompression). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForServer(url: string, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on ${url}: ${log()}`);
}
