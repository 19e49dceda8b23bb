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
