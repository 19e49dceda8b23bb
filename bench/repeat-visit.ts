import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { connect } from 'node:tls';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/find-browser.mjs';
import { runLighthouse } from './lighthouse';
import { countNetworkBytes, paidBesidesPictures, watchNetwork } from './network-bytes';
import { FETCHED_AT_HEADER } from '../src/adapters/service-worker/refresh-window';
import { CACHES } from '../src/adapters/service-worker/cache-names';
import { IDLE_MARK } from '../src/ui/hooks/after-idle';

/**
 * A player's second visit of /home, with the service worker installed by the first: Lighthouse's
 * mobile preset (simulated slow 4G, 4x CPU) in a browser whose profile keeps the worker and its
 * caches. The first visit is made in the same profile beforehand, until the worker controls the
 * page and has kept the visit's rows.
 */
export interface RepeatVisit {
  lcpMs: number;
  /**
   * What the repeat visit cost on the network (bench/network-bytes.ts): the page's requests that
   * neither the worker nor the browser's caches answered, and the worker's own (its background
   * refreshes, the check for a new sw.js), as the browser counts them (headers and encoded body).
   * Lighthouse sees only the page's.
   */
  transferBytes: number;
  /** The same without the pictures. */
  transferBytesBeforePictures: number;
  /** What those bytes besides pictures were, largest first. */
  besidesPictures: Array<{ path: string; by: 'page' | 'worker'; bytes: number }>;
  /**
   * The same visit once the lists the worker kept are older than its refresh window (ten minutes,
   * decision 0064): the worker refreshes each list the page shows in the background. The first
   * visit's lists are aged by rewriting when the worker received them, as a visit an hour later
   * would find them.
   */
  afterWindow: RepeatVisitBytes;
}

/** What one repeat visit cost on the network. */
export interface RepeatVisitBytes {
  transferBytes: number;
  transferBytesBeforePictures: number;
  besidesPictures: Array<{ path: string; by: 'page' | 'worker'; bytes: number }>;
}

export async function measureRepeatVisit(
  base: string,
  options: { root: string; chromePath: string; acceptSelfSigned: boolean },
): Promise<RepeatVisit> {
  const profile = await mkdtemp(join(tmpdir(), 'portal-bench-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromePath,
    // The bench's throwaway certificate is trusted by its key, as a player's browser trusts the
    // deployed portal's certificate, not let through as an error: Chromium keeps nothing of a
    // server whose certificate has an error in its HTTP cache, so every check the repeat visit
    // makes (the worker's check for a new sw.js, its refresh of config.json) would download the
    // whole file again where a player gets a 304, and those bytes are not what a player pays.
    args: [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      ...(options.acceptSelfSigned ? [`--ignore-certificate-errors-spki-list=${await certificateKeyHash(base)}`] : []),
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The first visit on the screen the repeat visit is measured on (Lighthouse's mobile preset):
    // the rows on screen, and so the lists asked for, depend on its size.
    await page.setViewportSize(LIGHTHOUSE_MOBILE_SCREEN);
    await page.goto(`${base}/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, { timeout: 60_000 });
    // Until the worker keeps every list the first visit showed (or 30 s have passed): the repeat
    // visit then finds what a player's second visit finds.
    await page
      .waitForFunction(everyListKept, CACHES.guestApi, { timeout: 30_000, polling: 250 })
      .catch(() => console.warn('[bench] the worker had not kept every list of the first visit after 30 s'));
    // The first visit's tab leaves /home before counting starts: its own later calls (the live
    // board, a row's refresh) are not the repeat visit's.
    await page.goto('about:blank');
    const visit = async () => {
      const downloads = await watchNetwork(port);
      const run = await runLighthouse(`${base}/home`, { ...options, port, firstScreenOnly: true });
      const responses = await downloads.stop();
      const { all, pictures } = countNetworkBytes(responses);
      const bytes: RepeatVisitBytes = {
        transferBytes: all,
        transferBytesBeforePictures: all - pictures,
        besidesPictures: paidBesidesPictures(responses),
      };
      return { lcpMs: run.metrics.lcpMs, bytes };
    };
    const withinWindow = await visit();
    // A file of the origin, where no portal code runs: the kept lists are the worker's.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(ageKeptLists, { header: FETCHED_AT_HEADER, caches: [CACHES.guestApi, CACHES.userApi] });
    await page.goto('about:blank');
    const afterWindow = await visit();
    return { lcpMs: withinWindow.lcpMs, ...withinWindow.bytes, afterWindow: afterWindow.bytes };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Lighthouse's mobile preset's screen, in CSS pixels. */
const LIGHTHOUSE_MOBILE_SCREEN = { width: 412, height: 823 };

/** Runs in the page: every catalogue answer the page has received is in the worker's cache. */
async function everyListKept(cacheName: string): Promise<boolean> {
  const asked = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/api/play/'));
  if (!(await caches.has(cacheName))) return false;
  const kept = new Set((await (await caches.open(cacheName)).keys()).map((request) => request.url));
  return asked.length > 0 && asked.every((url) => kept.has(url));
}

/**
 * Runs in the page: marks every list the worker kept as received long ago (the epoch), so the next
 * visit finds them older than the refresh window. Nothing else of an answer changes.
 */
async function ageKeptLists({ header, caches: names }: { header: string; caches: string[] }): Promise<number> {
  let aged = 0;
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const kept = await cache.match(request);
      if (!kept) continue;
      const headers = new Headers(kept.headers);
      headers.set(header, '0');
      await cache.put(request, new Response(await kept.blob(), { status: kept.status, statusText: kept.statusText, headers }));
      aged += 1;
    }
  }
  return aged;
}

/** The SHA-256 of the public key of the certificate the server at `base` presents, in base64. */
function certificateKeyHash(base: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => {
      const certificate = socket.getPeerX509Certificate();
      socket.destroy();
      if (!certificate) return reject(new Error(`${base} presented no certificate.`));
      resolve(
        createHash('sha256')
          .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
          .digest('base64'),
      );
    });
    socket.once('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}
