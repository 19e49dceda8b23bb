import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { CHROME_FLAGS } from '../../../scripts/find-browser.mjs';
import { PHONE } from './browser';
import { resetMock } from './mock-control';

/**
 * The portal as an installed app in tests: each test gets its own browser profile (Chromium keeps
 * no service worker in an incognito profile, and the worker and its caches must start empty), and
 * fails when the page threw an uncaught error. Call once at the top level of a test file.
 */
export function setupInstalledBrowser(): {
  open(baseURL?: string): Promise<Page>;
  readonly cleanups: (() => Promise<unknown>)[];
} {
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  const pageErrors: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeEach(async () => {
    pageErrors.length = 0;
    await resetMock();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
    if (profile) await rm(profile, { recursive: true, force: true });
    while (cleanups.length) await cleanups.pop()!();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  return {
    cleanups,
    async open(baseURL = inject('baseUrl')) {
      profile = await mkdtemp(join(tmpdir(), 'portal-e2e-profile-'));
      context = await chromium.launchPersistentContext(profile, {
        ...PHONE,
        baseURL,
        executablePath: inject('browserPath'),
        args: CHROME_FLAGS,
      });
      context.setDefaultTimeout(10_000);
      context.on('weberror', (error) => pageErrors.push(error.error().message));
      return context.pages()[0] ?? (await context.newPage());
    },
  };
}

/** Resolves once the portal's service worker controls the page (it registers after the page's load). */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** How many entries a Cache Storage cache of the page's origin holds. */
export const cachedEntries = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0), cacheName);
