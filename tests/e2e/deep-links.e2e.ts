import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

describe('the built portal in a phone browser', () => {
  test('renders the home screen', async () => {
    const { page } = e2e;
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Home', exact: true, level: 1 }).waitFor();
  });

  // The server answers every unknown path with index.html (SPA fallback), so a shared or
  // reloaded link opens the app instead of the server's 404.
  test.each(['/game-details/some-game', '/terms-&-conditions'])('serves the app on a reload of %s', async (path) => {
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
