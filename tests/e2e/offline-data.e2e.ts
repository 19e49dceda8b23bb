import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/accounts';
import { PHONE, setupBrowser, WITH_SERVICE_WORKER } from './support/browser';
import { countRequests } from './support/mock-control';

const e2e = setupBrowser({ ...PHONE, ...WITH_SERVICE_WORKER });

/** The paths held in the cache of saved games (the service worker serves /games/** from it offline). */
const savedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const cache = await caches.open('portal-saved-games');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

describe('offline and light on data', () => {
  test('a like made offline is shown as pending and sent once when the network returns', async () => {
    const { page, context } = e2e;
    const game = inject('seededGame');
    await loginAs(page, 'subscriber');
    await page.goto(`/game-details/${game.uniqueName}`);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await like.waitFor();
    const likedBefore = await like.getAttribute('aria-pressed');
    // The signed-in shell's last lazy part (the push modal) is here before the network goes: the
    // service worker, not this test, is what keeps the app's code available offline. Its install
    // (the build's files) is finished too: one still downloading would fail offline, as it may for
    // a player, and Chromium logs that as an error of the page.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('push-notification-modal')),
    );
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    e2e.allowOfflineRequests();
    await context.setOffline(true);
    await like.click();
    await page.getByText(/: pending, sent when you are back online/).waitFor();
    // Spec §4: the like flips on the server's answer, not before.
    expect(await like.getAttribute('aria-pressed')).toBe(likedBefore);
    expect(await countRequests('POST', '/api/play/game/like')).toBe(0);

    await context.setOffline(false);
    await page.getByText(/was sent\./).waitFor();
    expect(await like.getAttribute('aria-pressed')).not.toBe(likedBefore);
    await page.getByText(/: pending,/).waitFor({ state: 'detached' });
    expect(await countRequests('POST', '/api/play/game/like')).toBe(1);

    // Nothing waits on the device any more: a reload sends nothing again.
    await page.reload();
    await like.waitFor();
    expect(await like.getAttribute('aria-pressed')).not.toBe(likedBefore);
    expect(await countRequests('POST', '/api/play/game/like')).toBe(1);
  });

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
