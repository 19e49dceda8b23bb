import { describe, expect, inject, test } from 'vitest';
import { loginAs, storedToken } from './support/accounts';
import { setupBrowser } from './support/browser';
import { addFault, clearRequestLog, countRequests } from './support/mock-control';

/**
 * A game page's first call is made by index.html's boot script, before the portal's code arrives;
 * that call is the first of the call's attempts (decision 0053), so spec §7's limits hold whoever
 * makes the call: "A missing response or a 5xx is retried up to 3 times, waiting 1 s, 2 s, 3 s",
 * and "Any 401 response clears the stored session and goes to /login".
 */
const e2e = setupBrowser();
const POLL = { timeout: 10_000, interval: 50 };
const game = inject('seededGame');
const GAME_PAGE = `/game-details/${game.uniqueName}`;
const DETAIL_API = `/api/play/game/detail/byname/${encodeURIComponent(game.uniqueName)}`;

describe('a game page whose first call, made by index.html, fails', () => {
  // Playwright's clock replaces the page's timers, so the waits are skipped with fastForward; it
  // runs at normal speed otherwise.
  test('is asked four times in all: the early call and three retries, then the page offers Retry', async () => {
    const { page } = e2e;
    await page.clock.install();
    await clearRequestLog();
    await addFault({ match: DETAIL_API, status: 503, times: 10 });
    e2e.allowFailedRequest({ path: DETAIL_API, status: 503 });

    await page.goto(GAME_PAGE);
    for (const [wait, attempts] of [
      [1000, 1],
      [2000, 2],
      [3000, 3],
    ] as const) {
      await expect.poll(() => countRequests('GET', DETAIL_API), POLL).toBe(attempts);
      await page.clock.fastForward(wait);
    }
    await expect.poll(() => countRequests('GET', DETAIL_API), POLL).toBe(4);
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await failed.getByRole('heading', { name: 'This game could not be loaded' }).waitFor();
    await page.clock.fastForward(10_000);
    expect(await countRequests('GET', DETAIL_API)).toBe(4);
  });

  test('answered 401 ends the session and goes to /login, though the server would answer the next call', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    await page.goto('about:blank');
    await clearRequestLog();
    await addFault({ match: DETAIL_API, status: 401, times: 1 });
    e2e.allowFailedRequest({ path: DETAIL_API, status: 401 });

    await page.goto(GAME_PAGE);

    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken(page)).toBeNull();
    expect(await countRequests('GET', DETAIL_API)).toBe(1);
  });
});
