import { describe, expect, inject, test } from 'vitest';
import { HOME_FIRST_LOAD_BUDGET_BYTES, firstLoadJs, formatKb, routeModulesAt } from '../../../scripts/first-load-size';
import { setupBrowser } from '../support/browser';

/**
 * The size gate, on the production build the e2e run serves: the JavaScript /home loads before it
 * is usable stays within 150 KB gzip. The number comes from Vite's chunk graph and the route
 * manifest (scripts/first-load-size.ts, the same code `npm run bench` reports with); a second test checks
 * that graph against what Chromium really fetches, so the model cannot drift from the app.
 */
const e2e = setupBrowser();

const homeFirstLoad = (locale: 'en' | 'bn' = 'en') => firstLoadJs(inject('outDir'), routeModulesAt('/home', locale));

describe('the size budget of /home', () => {
  test.each(['en', 'bn'] as const)(
    '/home loads at most 150 KB of JavaScript (gzip) before it is usable (catalogue %s)',
    (locale) => {
      const { files, totalGzipBytes } = homeFirstLoad(locale);
      const listing = files
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((f) => `${formatKb(f.gzipBytes).padStart(9)}  ${f.file}`)
        .join('\n');
      expect(
        totalGzipBytes,
        `/home first-load JavaScript is ${formatKb(totalGzipBytes)} gzip (budget ${formatKb(HOME_FIRST_LOAD_BUDGET_BYTES)}):\n${listing}\n`,
      ).toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET_BYTES);
    },
  );

  test('the measured chunks are exactly the scripts Chromium fetches for /home before its first heading shows', async () => {
    const { page, context } = e2e;
    // Marks the moment the screen first renders its heading; scripts requested later (rows and
    // widgets loaded near the viewport) do not hold up the first use of the page.
    await context.addInitScript(() => {
      const mark = () => {
        if (!document.querySelector('h1')) return false;
        (window as unknown as { firstHeadingAt: number }).firstHeadingAt = performance.now();
        return true;
      };
      new MutationObserver((_, observer) => {
        if (mark()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
    const fetched = await page.evaluate(() => {
      const shownAt = (window as unknown as { firstHeadingAt: number }).firstHeadingAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= shownAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    });
    const counted = homeFirstLoad().files.map((f) => `/${f.file}`);
    expect(
      [...new Set(fetched)].sort(),
      'Chromium fetched other scripts for /home than the size model counts: see routeModules in scripts/first-load-size.ts',
    ).toEqual([...counted].sort());
  });
});
