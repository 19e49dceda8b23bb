import { describe, expect, inject, test } from 'vitest';
import { ACCOUNTS, loginAs, storedToken } from './support/accounts';
import { setupBrowser } from './support/browser';
import { addFault, clearRequestLog, countRequests } from './support/mock-control';

const e2e = setupBrowser();
const PROFILE_API = '/api/auth/user/profile';
/** Room for a slow, shared machine; each wait ends as soon as the count is reached. */
const POLL = { timeout: 10_000, interval: 50 };

/**
 * Logs in, then leaves the app (about:blank) and empties the mock's request log, so that no
 * request of the login screen can use up the fault added next and the log counts only what
 * the reopened app asks for.
 */
async function loggedInThenIdle(): Promise<void> {
  await loginAs(e2e.page, 'subscriber');
  await e2e.page.goto('about:blank');
  await clearRequestLog();
}

describe('a session that meets a failing server', () => {
  // Spec §7: "Any 401 response clears the stored session and goes to /login."
  test('a 401 in mid-session clears the session and ends on /login', async () => {
    const { page } = e2e;
    await loggedInThenIdle();
    await addFault({ match: PROFILE_API, status: 401, times: 1 });
    e2e.allowFailedRequest({ path: PROFILE_API, status: 401 });

    await page.goto('/profile');

    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken(page)).toBeNull();
    expect(await countRequests('GET', PROFILE_API)).toBeGreaterThanOrEqual(1);
  });

  // Spec §7/§9: a 5xx is retried, "Retry limit 3, backoff 1000 ms times attempt number".
  // Playwright's clock replaces the page's timers (rxjs schedules its backoff with them), so the
  // 1 s and 2 s waits are skipped with fastForward instead of being slept through. The clock keeps
  // running at normal speed otherwise, so nothing else in the app is frozen.
  test('two 503s then a 200 still show the profile', async () => {
    const { page } = e2e;
    await page.clock.install();
    await loggedInThenIdle();
    await addFault({ match: PROFILE_API, status: 503, times: 2 });
    e2e.allowFailedRequest({ path: PROFILE_API, status: 503 });

    await page.goto('/profile');
    await expect.poll(() => countRequests('GET', PROFILE_API), POLL).toBe(1);
    await page.clock.fastForward(1000);
    await expect.poll(() => countRequests('GET', PROFILE_API), POLL).toBe(2);
    await page.clock.fastForward(2000);
    await expect.poll(() => countRequests('GET', PROFILE_API), POLL).toBe(3);

    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await page.getByText(ACCOUNTS.subscriber.email).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
  });
});

// Spec §4: a like or rating made offline is queued on the device and sent once the network returns.
describe('a network that drops', () => {
  test('a like made offline is shown as pending and sent once when the network returns', async () => {
    const { page, context } = e2e;
    const game = inject('seededGame');
    await loginAs(page, 'subscriber');
    await page.goto(`/game-details/${game.uniqueName}`);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await like.waitFor();
    const likedBefore = await like.getAttribute('aria-pressed');
    // The signed-in shell's last lazy part (the push modal) is here before the network goes: the
    // service worker, not this test, is what keeps the app's code available offline.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('push-notification-modal')),
    );

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
});
