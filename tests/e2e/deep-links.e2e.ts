import { describe, expect, inject, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { phaseMeasure, START_UP_PHASES } from '../../src/composition/start-up-phases';
import { AREAS_AFTER_FIRST_SCREEN } from '../../src/application/ports/feature-areas.port';
import { areaChunkName } from '../../scripts/route-sources';

const e2e = setupBrowser();

describe('the built portal in a phone browser', () => {
  // Checked through the shell, which stays while the home rows change.
  test('renders /home for a guest with the top bar, the Main navigation and the footer', async () => {
    const { page } = e2e;
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').getByRole('link', { name: 'PlayZone home' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await page.getByRole('contentinfo').getByText('© 2025 PlayZone. All rights reserved.').waitFor();
  });

  // The server answers every unknown path with index.html (SPA fallback), so a shared or
  // reloaded link opens the app instead of the server's 404.
  // A real seeded game, so the detail screen finds its data and logs no failed request.
  const gamePath = `/game-details/${inject('seededGame').uniqueName}`;
  test.each([gamePath, '/terms-&-conditions'])('serves the app on a reload of %s', async (path) => {
    const { page } = e2e;
    await page.goto(path);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['content-type']).toContain('text/html');
    // The app itself rendered (a heading inside the React root), not a bare server page.
    await page.locator('#root h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(encodeURI(path));
  });

  // index.html's inline script (allowed by its hash in the CSP: a refused script would be
  // a console error, which fails every e2e test) starts a deep link's screen code with the entry.
  test('a deep link to /tournament fetches its screen code from index.html, once', async () => {
    const { page } = e2e;
    await page.goto('/tournament');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const preloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads.some((href) => /^\/assets\/tournament-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /^\/assets\/tournament-.*\.js$/.test(p)),
    );
    expect(fetched).toHaveLength(1);
  });

  test('/home, whose screen is in the entry, preloads only config.json; the boot script starts the entry once', async () => {
    const { page, context } = e2e;
    // The head as the page starts: what the shell fetches once the first screen is up (the
    // offline queue, the app's offers, analytics) adds its own preload links later, on purpose.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { startPreloads: (string | null)[] }).startPreloads = [
          ...document.querySelectorAll('head link[rel="modulepreload"], head link[rel="preload"]'),
        ].map((link) => link.getAttribute('href'));
      });
    });
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
    const preloads = await page.evaluate(() => (window as unknown as { startPreloads: (string | null)[] }).startPreloads);
    expect(preloads).toEqual(['/config.json']);
    // The entry, started by the boot script after the hero's picture (decision 0047), is fetched once.
    const entry = await page.locator('script[type="module"]').getAttribute('src');
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(fetched.filter((path) => path === entry)).toHaveLength(1);
  });

  test("/home loads the areas every page loads after its first screen without the tournament's code", async () => {
    const { page } = e2e;
    const fetchedScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
    await page.goto('/home');
    await expect
      .poll(
        async () =>
          (await fetchedScripts()).filter((path) =>
            AREAS_AFTER_FIRST_SCREEN.some((area) => path.startsWith(`/assets/${areaChunkName(area)}-`)),
          ).length,
      )
      .toBe(AREAS_AFTER_FIRST_SCREEN.length);
    // The leaderboard, far below the first screen, is what brings the tournament's code.
    expect((await fetchedScripts()).filter((path) => /^\/assets\/tournament-/.test(path))).toEqual([]);
  });

  test('marks each start-up phase in the performance timeline, in order', async () => {
    const { page } = e2e;
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
    await page.waitForFunction(() => performance.getEntriesByName('portal:render', 'measure').length > 0);
    const phases = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('portal:'))
        .sort((a, b) => a.startTime - b.startTime)
        .map((entry) => entry.name),
    );
    expect(phases).toEqual(START_UP_PHASES.map(phaseMeasure));
  });
});
