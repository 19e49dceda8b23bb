import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/accounts';
import { PHONE, setupBrowser, WITH_SERVICE_WORKER } from './support/browser';

const e2e = setupBrowser({ ...PHONE, ...WITH_SERVICE_WORKER });

/** The paths held in the cache of saved games (the service worker serves /games/** from it offline). */
const savedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const cache = await caches.open('portal-saved-games');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

describe('offline and light on data', () => {
  test('Save for offline keeps the game’s files in the cache; home lists it and the profile removes it', async () => {
    const { page } = e2e;
    const game = inject('seededGame');
    await loginAs(page, 'subscriber');
    await page.goto(`/game-details/${game.uniqueName}`);
    await page.getByText(/^Download size: \d+ KB$/).waitFor();
    await page.getByText('Not saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText('Saved for offline', { exact: true }).waitFor();

    // The game is one self-contained page (docs/decisions/0042): its own address is all it needs.
    const paths = await savedPaths(page);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/games\/[a-z0-9-]+\/$/);

    await page.goto('/home');
    const shelf = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Available offline' }) });
    await shelf.getByRole('link', { name: game.name, exact: true }).waitFor();

    await page.goto('/profile');
    await page.getByText(/^Saved games: \d+ KB/).waitFor();
    await page.getByRole('button', { name: `Remove ${game.name} from this device` }).click();
    await page.getByText('Saved games: none').waitFor();
    expect(await savedPaths(page)).toEqual([]);
  });
});
