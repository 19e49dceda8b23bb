import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/find-browser.mjs';
import { runLighthouse } from './lighthouse';
import { countNetworkBytes, paidBesidesPictures, watchNetwork } from './network-bytes';

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
}

export async function measureRepeatVisit(
  base: string,
  options: { root: string; chromePath: string; acceptSelfSigned: boolean },
): Promise<RepeatVisit> {
  const profile = await mkdtemp(join(tmpdir(), 'portal-bench-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromePath,
    // A service worker registers only without certificate errors: the bench's throwaway
    // certificate is accepted by the browser itself, not only by its pages.
    args: [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      ...(options.acceptSelfSigned ? ['--ignore-certificate-errors'] : []),
    ],
    ignoreHTTPSErrors: options.acceptSelfSigned,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForFunction(
      async () => (await caches.has('portal-api')) && (await (await caches.open('portal-api')).keys()).length > 3,
      null,
      { timeout: 60_000, polling: 250 },
    );
    // The first visit's tab leaves /home before counting starts: its own later calls (the live
    // board, a row's refresh) are not the repeat visit's.
    await page.goto('about:blank');
    const downloads = await watchNetwork(port);
    const run = await runLighthouse(`${base}/home`, { ...options, port });
    const responses = await downloads.stop();
    const { all, pictures } = countNetworkBytes(responses);
    return {
      lcpMs: run.metrics.lcpMs,
      transferBytes: all,
      transferBytesBeforePictures: all - pictures,
      besidesPictures: paidBesidesPictures(responses),
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
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
