import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROME_FLAGS, findTestBrowser } from '../../../scripts/find-browser.mjs';
import { productionBuild } from '../../../scripts/production-build';
import { startPortalServer } from '../../../src/composition/server/portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal server of this run, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The Chrome/Chromium binary the tests launch. */
    browserPath: string;
    /** The one browser of the run, started here; each test file connects to it and opens its own contexts. */
    browserEndpoint: string;
    /** A game of the deterministic mock seed, for deep links that must find real data. */
    seededGame: { uniqueName: string; name: string };
    /** The production build the server serves (with .vite/manifest.json, for the size gate). */
    outDir: string;
    /** Every catalogue title of the mock seed that launches a bundled game, with its address. */
    bundledTitles: Array<{ uniqueName: string; playUrl: string; isPremium: boolean; genre: string }>;
  }
}

/**
 * Once per e2e run: build the app as production would, serve it with the mock backend on a free
 * port, and hand the URL to the test files. The build goes to a temp folder so that it never
 * clobbers the `dist` of someone running `npm start` in the same tree.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserPath = findTestBrowser();
  if (!browserPath) {
    throw new Error(
      'The e2e tests need Chrome or Chromium and none was found. Install it (`node scripts/ensure-browser.mjs` ' +
        'as root installs Debian chromium) or set CHROME_PATH to the browser binary.',
    );
  }

  const outDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  try {
    // Source maps only slow the build down here; the tests read no stack traces.
    await productionBuild(outDir);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw new Error(`The e2e tests need a production build and \`vite build\` failed:\n${buildErrorText(error)}`, {
      cause: error,
    });
  }

  // One browser for every file: starting Chromium costs a second or so, and each test opens its own
  // fresh context in it (no cookies, no storage, no cache shared with another test).
  const browserServer = await chromium.launchServer({ executablePath: browserPath, args: CHROME_FLAGS });
  project.provide('browserEndpoint', browserServer.wsEndpoint());

  const server = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: outDir });
  // The server names itself "localhost"; use the address it really listens on, so the browser
  // never tries ::1 first.
  const baseUrl = server.url.replace('//localhost:', '//127.0.0.1:');
  project.provide('baseUrl', baseUrl);
  project.provide('browserPath', browserPath);
  project.provide('outDir', outDir);
  const [game] = server.backend.ctx.db.game.getAll();
  if (!game) throw new Error('The mock seed has no games; the e2e tests need at least one.');
  project.provide('seededGame', { uniqueName: game.uniqueName, name: game.name });
  project.provide(
    'bundledTitles',
    server.backend.ctx.db.game
      .getAll()
      .filter(({ playUrl }) => playUrl.startsWith('/games/'))
      .map(({ uniqueName, playUrl, isPremium, genre }) => ({ uniqueName, playUrl, isPremium, genre })),
  );

  return async () => {
    await browserServer.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}

/** Rolldown reports several errors at once; list each message on its own line. */
function buildErrorText(error: unknown): string {
  const nested = (error as { errors?: unknown[] } | null)?.errors;
  const list = Array.isArray(nested) && nested.length ? nested : [error];
  return list.map((e) => `  - ${e instanceof Error ? e.message : String(e)}`).join('\n');
}
