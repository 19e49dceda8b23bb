import { describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CODE, DEMO_PASSWORD, loginAs, submitLogin } from './support/accounts';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();
const pathOf = (url: string) => new URL(url).pathname;

/** A premium seed account that has not registered for the winter cup yet (the demo subscriber already has). */
const UNREGISTERED_PREMIUM = 'nusrat.jahan@example.com';

/** The stream control calls of the mock (README "Control API"). */
async function mockControl(path: string, body: unknown = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('baseUrl')}/__mock__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /__mock__/${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const liveBoard = (page: Page) => page.getByRole('table', { name: 'Semi-final leaderboard' });
const boardText = (page: Page) => liveBoard(page).locator('tbody').innerText();

describe('tournament, live leaderboard and push notifications', () => {
  test('a subscriber registers and watches the live leaderboard change without reloading', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await submitLogin(page, UNREGISTERED_PREMIUM, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/tournament');

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const registered = page.getByRole('dialog', { name: 'Successfully registered' });
    await registered.waitFor();
    await registered.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('definition').filter({ hasText: 'First-round' }).waitFor();

    expect(await page.getByRole('radiogroup', { name: 'Stage' }).getByRole('radio', { name: 'Semi-final' }).isChecked()).toBe(
      true,
    );
    await page.getByText('Live', { exact: true }).waitFor();
    await liveBoard(page).waitFor();
    // A marker on the window: it survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const before = await boardText(page);
    for (let i = 0; i < 3; i += 1) await mockControl('tournament/tick');
    await expect.poll(() => boardText(page), { timeout: 10_000 }).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(pathOf(page.url())).toBe('/tournament');
  });

  test('the free user is sent to /plans, buys a plan, comes back and registers', async () => {
    const { page } = e2e;
    e2e.allowFailedRequest({ path: '/api/tournament/registration/gp-arena', status: 403 });
    await loginAs(page, 'free');
    await page.goto('/tournament');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/plans');

    await page.getByRole('button', { name: 'Subscribe to Weekly', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment');
    await page.getByRole('button', { name: 'Send code to pay ৳25', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment-otp-verification');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    // After the purchase the player is back where they were (the remembered path).
    await page.waitForURL((url) => url.pathname === '/tournament');
    const success = page.getByRole('dialog', { name: 'Subscription successful' });
    await success.waitFor();
    await success.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('dialog', { name: 'Successfully registered' }).waitFor();
  });

  test('a broadcast sent through the control API shows the push modal, whose button leads to its target', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    await page.goto('/profile');
    const notification = {
      title: 'Final tonight',
      message: 'The winter cup final starts at 8 pm.',
      imageUrl: '/mock-assets/art/tn-2026-winter.svg?variant=banner',
      redirect_Url: '/tournament',
      redirect_CtaText: 'Watch live',
    };
    // Sent again until this page shows it: its broadcast stream opens after the profile has loaded,
    // and the stream of the previous test's page may still count as open on the server meanwhile.
    const dialog = page.getByRole('dialog', { name: 'Final tonight' });
    await expect
      .poll(
        async () => {
          await mockControl('broadcast', notification);
          return dialog.isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await dialog.getByText('The winter cup final starts at 8 pm.').waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toBe(notification.imageUrl);
    await dialog.getByRole('button', { name: 'Close', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Watch live', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tournament');
  });

  test('dropping the streams shows the loss and the board recovers by itself', async () => {
    const { page } = e2e;
    await page.goto('/tournament');
    await liveBoard(page).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();

    expect((await mockControl('streams/drop')).dropped).toBeGreaterThanOrEqual(1);
    await page.getByRole('alert').filter({ hasText: 'Stream connection lost' }).waitFor();
    // Spec §9: the leaderboard stream comes back after 3000 ms, with no action from the user.
    await page.getByText('Live', { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Stream connection lost' }).waitFor({ state: 'detached' });
    const before = await boardText(page);
    await mockControl('tournament/tick');
    await expect.poll(() => boardText(page), { timeout: 10_000 }).not.toBe(before);
  });
});
