import { describe, expect, test } from 'vitest';
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
