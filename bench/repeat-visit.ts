import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Request } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/find-browser.mjs';
import { runLighthouse } from './lighthouse';

/**
 * A player's second visit of /home, with the service worker installed by the first: Lighthouse's
 * mobile preset (simulated slow 4G, 4x CPU) in a browser whose profile keeps the worker and its
 * caches. The first visit is made in the same profile beforehand, until the worker controls the
 * page and has kept the visit's rows.
 */
export interface RepeatVisit {
  lcpMs: number;
  /**
   * Everything the repeat visit downloaded from the network: the page's requests the worker did not
   * answer, and the worker's own (its background refreshes, the check for a new sw.js), counted by
   * the browser as bytes received (headers and encoded body). Lighthouse sees only the page's.
   */
  transferBytes: number;
  /** The same without the pictures. */
  transferBytesBeforePictures: number;
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
    const downloads = countDownloads(context);
    const run = await runLighthouse(`${base}/home`, { ...options, port });
    const { all, pictures } = await downloads.stop();
    return { lcpMs: run.metrics.lcpMs, transferBytes: all, transferBytesBeforePictures: all - pictures };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Bytes received over the network by every page and worker of the browser from now until stop(). */
function countDownloads(context: BrowserContext): { stop(): Promise<{ all: number; pictures: number }> } {
  // Measured as each request finishes: Lighthouse closes its tab at the end of the run.
  const measured: Promise<{ bytes: number; picture: boolean }>[] = [];
  // A request whose tab closed before it could be read counts nothing (the last few, at the end).
  const onFinished = (request: Request) => measured.push(downloadedBy(request).catch(() => ({ bytes: 0, picture: false })));
  context.on('requestfinished', onFinished);
  return {
    async stop() {
      context.off('requestfinished', onFinished);
      const sizes = (await Promise.allSettled(measured)).flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      return {
        all: sizes.reduce((sum, size) => sum + size.bytes, 0),
        pictures: sizes.filter((size) => size.picture).reduce((sum, size) => sum + size.bytes, 0),
      };
    },
  };
}

async function downloadedBy(request: Request): Promise<{ bytes: number; picture: boolean }> {
  const response = await request.response();
  // Answered by the service worker from its caches: nothing came over the network.
  if (!response || response.fromServiceWorker()) return { bytes: 0, picture: false };
  const sizes = await request.sizes();
  // The worker fetches pictures for the page too (its art cache): those are pictures as well.
  const picture =
    request.resourceType() === 'image' ||
    /^\/mock-assets\/art\/|\.(svg|png|jpe?g|webp|gif|avif)$/i.test(new URL(request.url()).pathname);
  return { bytes: sizes.responseHeadersSize + sizes.responseBodySize, picture };
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
