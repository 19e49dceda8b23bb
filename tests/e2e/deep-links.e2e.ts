import { describe, expect, inject, test } from 'vitest';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

describe('the built portal in a phone browser', () => {
  // Checked through the shell (ui-contract.md), which stays while the home rows change.
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
});
