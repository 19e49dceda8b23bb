import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { startPortalServer, type PortalServer } from '../../src/composition/server/portal-server';
import { ACCOUNTS, loginAs } from './support/accounts';
import { clearRequestLog, requests } from './support/mock-control';
import { cachedEntries, setupInstalledBrowser, workerInControl } from './support/installed-browser';
import { playAFewMoves } from './support/play-game';

/**
 * The portal as an installed app: installable, starting without a network after one visit, never
 * serving one player's cached answers to another session, and updated to a new deployment only
 * when the player chooses. Each test has its own browser profile (Chromium does not install from
 * an incognito profile, and the service worker and its caches must start empty).
 */
const installed = setupInstalledBrowser();
const openBrowser = (baseURL: string) => installed.open(baseURL);
const cleanups = installed.cleanups;

/** A free title of a bundled game, so a guest plays it. */
async function freeBundledGame(): Promise<{ uniqueName: string }> {
  const response = await fetch(`${inject('baseUrl')}/api/play/v3/games/genre/byname/arcade/1/20/false`);
  const { data } = (await response.json()) as { data: { games: { uniqueName: string; isPremium: boolean; playUrl?: string }[] } };
  const game = data.games.find((g) => !g.isPremium && g.playUrl?.startsWith('/games/'));
  if (!game) throw new Error('The mock seed has no free bundled game in arcade.');
  return game;
}

describe('the installed portal', () => {
  test("the manifest and icons pass Chromium's installability check", async () => {
    const page = await openBrowser(inject('baseUrl'));
    await page.goto('/home');
    await workerInControl(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = (await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()))) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'PlayZone', short_name: 'PlayZone', start_url: '/home', display: 'standalone' });
    expect((manifest.shortcuts as { name: string }[]).map((s) => s.name)).toEqual(['Search', 'Favourites', 'Tournament']);
  });

  test('after one online visit, /home starts offline from the start URL with the offline banner and the cached rows, and a played game plays', async () => {
    const page = await openBrowser(inject('baseUrl'));
    const game = await freeBundledGame();
    // A guest plays a bundled game online: the device keeps it (docs/decisions/0041).
    await page.goto('/home');
    await workerInControl(page);
    await page.goto(`/play/${game.uniqueName}`);
    await page.frameLocator('iframe').first().locator('html[data-state]').waitFor();
    await expect.poll(() => cachedEntries(page, 'portal-saved-games'), { message: 'the played game is kept' }).toBe(1);
    await page.goto('/home');
    // A game card of /home, as the player saw it online.
    const card = page.locator('main a[href^="/game-details/"]').first();
    const href = await card.getAttribute('href');
    // The first visit's rows arrived before the worker was installed; it keeps them once active.
    await expect.poll(() => cachedEntries(page, 'portal-api')).toBeGreaterThan(3);

    await page.context().setOffline(true);
    await page.goto('/home');
    await page.getByRole('status').getByText('You are offline').waitFor();
    await page.locator(`main a[href="${href}"]`).first().waitFor();

    // Offline, the played game's page opens and the game runs from the device, sandboxed by its
    // own header (an opaque origin, no storage), and its score reaches the play bar.
    await page.goto(`/game-details/${game.uniqueName}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const frame = page.frameLocator('iframe').first();
    await frame.locator('canvas').first().waitFor();
    await playAFewMoves(page, frame, game.uniqueName);
    await page.getByText(/^Score \d+$/).waitFor();
    const inside = page.frames().find((f) => f.url().includes('/games/'));
    expect(
      await inside?.evaluate(() => ({
        origin: self.origin,
        storage: (() => {
          try {
            return typeof localStorage.length;
          } catch {
            return 'refused';
          }
        })(),
      })),
    ).toEqual({ origin: 'null', storage: 'refused' });

    // Back online, the banner goes by itself.
    await page.goto('/home');
    await page.context().setOffline(false);
    await page.getByText('You are offline').waitFor({ state: 'detached' });
  });

  test('the first visit is kept for offline without downloading any of its answers again', async () => {
    const page = await openBrowser(inject('baseUrl'));
    await page.goto('/home');
    await page.getByRole('region', { name: 'Spotlight' }).getByRole('listitem').first().waitFor();
    await workerInControl(page);
    await expect.poll(() => cachedEntries(page, 'portal-api')).toBeGreaterThan(3);

    const asked = (await requests()).filter((r) => r.method === 'GET' && r.path.startsWith('/api/play/'));
    const urls = asked.map((r) => r.path + r.query);
    expect(urls.length).toBeGreaterThan(3);
    expect(
      urls.filter((url, index) => urls.indexOf(url) !== index),
      'answers downloaded twice',
    ).toEqual([]);

    // Back within minutes: the lists are shown from the device, and none is downloaded again.
    await clearRequestLog();
    await page.reload();
    await page.getByRole('region', { name: 'Spotlight' }).getByRole('listitem').first().waitFor();
    // A call nothing kept reaches the server after the refreshes the reload would have started.
    const marker = '/api/play/genres?after-reload';
    await page.evaluate((url) => fetch(url).then((response) => response.status), marker);
    await expect.poll(async () => (await requests()).some((r) => r.path + r.query === marker)).toBe(true);
    const again = (await requests()).filter((r) => r.method === 'GET' && r.path.startsWith('/api/play/'));
    expect(
      again.map((r) => r.path + r.query).filter((url) => urls.includes(url)),
      'answers refreshed within minutes of the first visit',
    ).toEqual([]);
  });

  test("a cached answer is served only to the session that fetched it, and a 401 or a logout clears the player's caches", async () => {
    const page = await openBrowser(inject('baseUrl'));
    await page.goto('/home');
    await workerInControl(page);
    const tokenOf = (account: { email: string; password: string }) =>
      page.evaluate(async (body) => {
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return ((await response.json()) as { data: { token: string } }).data.token;
      }, account);
    const subscriber = await tokenOf(ACCOUNTS.subscriber);
    const free = await tokenOf(ACCOUNTS.free);
    const favourites = '/api/play/games/bookmarked/1/20';
    const fetchAs = (token: string | null) =>
      page.evaluate(
        async ({ url, token }) => {
          try {
            const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
            return { status: response.status, body: await response.text() };
          } catch {
            return { status: 0, body: 'network failed' };
          }
        },
        { url: favourites, token },
      );

    const online = await fetchAs(subscriber);
    expect(online.status).toBe(200);
    await expect.poll(() => cachedEntries(page, 'portal-user-api')).toBe(1);

    await page.context().setOffline(true);
    expect(await fetchAs(subscriber), 'the same session reads its own cached answer').toEqual(online);
    expect(await fetchAs(free), 'another session never gets it').toEqual({ status: 0, body: 'network failed' });
    expect(await fetchAs(null), 'nor does a guest').toEqual({ status: 0, body: 'network failed' });

    await page.context().setOffline(false);
    expect((await fetchAs('ended-session')).status).toBe(401);
    // Nothing of the player's is left. Workbox's expiry, which runs after each cached answer served,
    // may open the emptied cache again a moment later, so the cache's name may stay while it holds nothing.
    await expect.poll(() => cachedEntries(page, 'portal-user-api'), { message: 'a 401 clears the player caches' }).toBe(0);

    // A logout in the portal clears them too.
    await loginAs(page, 'free');
    await page.goto('/favorite');
    await expect.poll(() => cachedEntries(page, 'portal-user-api')).toBeGreaterThan(0);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => cachedEntries(page, 'portal-user-api'), { message: 'a logout clears the player caches' }).toBe(0);
  });

  test('a new deployment is offered as an update, never over a running game, and applied when the player chooses', async () => {
    const first = await copyOfBuild(inject('outDir'));
    let server: PortalServer = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: first });
    const port = new URL(server.url).port;
    cleanups.push(() => server.close());
    const page = await openBrowser(`http://127.0.0.1:${port}`);
    await page.goto('/home');
    await workerInControl(page);

    // The second deployment goes live on the same address.
    const second = await secondDeployment(first);
    await server.close();
    server = await startPortalServer({ port: Number(port), host: '127.0.0.1', distDir: second });

    // The player opens a game: the browser finds the new version, the game is not interrupted.
    await page.goto(`/play/${inject('seededGame').uniqueName}`);
    await page.frameLocator('iframe').first().locator('html[data-state]').waitFor();
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    // Out of the game, the offer shows; the new version loads only on the player's tap.
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.getByText('A new version is ready').waitFor();
    expect(await deploymentOf(page)).toBe('first');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => deploymentOf(page), { timeout: 20_000 }).toBe('second');
  });
});

const deploymentOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="deployment"]')?.getAttribute('content') ?? 'first');

async function copyOfBuild(outDir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'portal-e2e-deploy-'));
  cleanups.push(() => rm(copy, { recursive: true, force: true }));
  await cp(outDir, copy, { recursive: true });
  return copy;
}

/**
 * The next deployment of the same build with a changed app shell, as a release that changes
 * index.html is: its precache list names the new index.html's revision (Workbox's revision is the
 * MD5 of the file), so the worker's script differs and the browser installs the new version.
 */
async function secondDeployment(first: string): Promise<string> {
  const next = await copyOfBuild(first);
  const before = await readFile(join(first, 'index.html'), 'utf8');
  const after = before.replace('<head>', '<head>\n    <meta name="deployment" content="second" />');
  const worker = await readFile(join(first, 'sw.js'), 'utf8');
  const revision = (html: string) => createHash('md5').update(html).digest('hex');
  if (!worker.includes(revision(before)))
    throw new Error("sw.js does not name index.html's revision: the precache list changed shape");
  await writeFile(join(next, 'index.html'), after);
  await writeFile(join(next, 'sw.js'), worker.replace(revision(before), revision(after)));
  // The precompressed copies would still be the first deployment's.
  await Promise.all(
    ['index.html', 'sw.js'].flatMap((file) => [`${file}.br`, `${file}.gz`]).map((file) => rm(join(next, file), { force: true })),
  );
  return next;
}
