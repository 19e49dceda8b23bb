import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CODE, loginAs, submitLogin, ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';
import { requests } from './support/mock-control';
import { seriousViolations } from './gates/axe';

const e2e = setupBrowser();
const pathOf = (url: string) => new URL(url).pathname;

/** From /plans: Subscribe to `plan`, confirm the prefilled number, reach the code step. */
async function startPurchase(page: Page, plan: string): Promise<void> {
  await page.goto('/plans');
  await page.getByRole('button', { name: `Subscribe to ${plan}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment');
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect.poll(() => mobile.inputValue()).toBe(ACCOUNTS.free.mobile);
  await page.getByRole('button', { name: /^Send code to pay ৳\d+$/ }).click();
  await page.waitForURL((url) => url.pathname === '/payment-otp-verification');
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

const planBadges = (page: Page) => page.getByRole('region', { name: 'Your plans' });

describe('plans billed by mobile number', () => {
  test('the free user subscribes with 123456 and becomes premium', async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await startPurchase(page, 'Weekly');
    await enterCode(page, DEMO_CODE);
    await page.getByRole('dialog', { name: 'Subscription successful' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/plans');
    await page.getByText('Your subscription is active').waitFor();
    await planBadges(page).getByText('Premium: Weekly').waitFor();
    // The server agrees after a reload, not only the client's directly set flags.
    await page.reload();
    await planBadges(page).getByText('Premium: Weekly').waitFor();
  });

  test('a wrong code shows one error, beside the field and announced, and nothing changes', async () => {
    const { page } = e2e;
    e2e.allowFailedRequest({ path: '/api/auth/v2/subscription/otp/verify', status: 400 });
    await loginAs(page, 'free');
    await startPurchase(page, 'Weekly');
    await enterCode(page, '654321');
    await page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).waitFor();
    expect(await page.getByText('Invalid OTP').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pathOf(page.url())).toBe('/payment-otp-verification');
    expect(await page.getByRole('textbox', { name: 'Verification code' }).inputValue()).toBe('654321');
    await page.goto('/plans');
    await planBadges(page).getByText('Free plan', { exact: true }).waitFor();
  });

  test.each([
    ['Pay', 'success', 'Your subscription is active', 'Premium: Monthly Pass'],
    ['Cancel', 'canceled', 'Payment was cancelled. You have not been charged.', 'Free plan'],
    ['Simulate error', 'error', 'Payment failed. Please try again.', 'Free plan'],
  ])("the payment page's %s returns to /plans?recharge=%s, which shows its message", async (button, outcome, message, badge) => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await startPurchase(page, 'Monthly Pass');
    await enterCode(page, DEMO_CODE);
    await page.waitForURL((url) => url.pathname.startsWith('/mock-assets/payment/'));
    await page.getByRole('heading', { name: 'Confirm your payment' }).waitFor();
    await page.getByRole('button', { name: button, exact: true }).click();

    await page.getByText(message, { exact: true }).waitFor();
    await planBadges(page).getByText(badge, { exact: true }).waitFor();
    // The query is consumed once: the address is /plans again.
    await page.waitForURL((url) => url.pathname === '/plans' && url.search === '');
    const confirms = (await requests()).filter((r) => r.path === '/api/auth/subscription/purchase/confirm');
    expect(confirms.map((r) => (r.body as { status: string }).status)).toEqual([outcome]);
  });

  test("Back from the operator's payment page returns to the plan being bought", async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await startPurchase(page, 'Monthly Pass');
    await enterCode(page, DEMO_CODE);
    await page.waitForURL((url) => url.pathname.startsWith('/mock-assets/payment/'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/payment');
    await page.getByLabel('Terms of Monthly Pass').waitFor();
    await page.getByRole('button', { name: 'Send code to pay ৳80', exact: true }).waitFor();
  });

  test('the subscriber sees the current plan marked, with no Subscribe on it; cancel asks, then sends the third star as PlatformRating 3', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    await page.goto('/plans');
    const current = page.getByRole('article', { name: 'Monthly Pass' });
    await current.getByText('Your current plan').waitFor();
    expect(await current.getByRole('button', { name: /Subscribe/ }).count()).toBe(0);
    // Another general plan is a second charge: it asks first.
    await page.getByRole('button', { name: 'Subscribe to Weekly', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'You already have Monthly Pass' });
    await ask.waitFor();
    expect(await seriousViolations(page, 'second plan dialog')).toEqual([]);
    await ask.getByRole('button', { name: 'Keep only Monthly Pass' }).click();
    expect(pathOf(page.url())).toBe('/plans');

    await current.getByRole('link', { name: 'Cancel plan Monthly Pass' }).click();
    await page.getByRole('heading', { name: 'Cancel Monthly Pass?' }).waitFor();
    await page.getByText('What stops', { exact: true }).waitFor();
    expect(await seriousViolations(page, '/plans?cancel=general')).toEqual([]);
    expect((await requests()).some((r) => r.path === '/api/auth/v2/subscription/cancel')).toBe(false);
    const rating = page.getByRole('radiogroup', { name: 'Rate your experience' });
    // The visible star (its label); the radio inside it is what assistive technology announces.
    await rating.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
    expect(await rating.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Reason for cancelling (optional)' }).fill('Taking a break');
    await page.getByRole('button', { name: 'Cancel plan', exact: true }).click();
    await page.getByText('Your Monthly Pass plan has been cancelled').waitFor();
    await planBadges(page).getByText('Free plan', { exact: true }).waitFor();
    const cancel = (await requests()).find((r) => r.path === '/api/auth/v2/subscription/cancel');
    expect(cancel?.body).toEqual({ PlatformRating: 3, ReasonToCancel: 'Taking a break' });
  });

  test('the esports plan is bought and cancelled', async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await startPurchase(page, 'Esports Weekly');
    await enterCode(page, DEMO_CODE);
    await page.waitForURL((url) => url.pathname === '/plans');
    await planBadges(page).getByText('Esports premium: Esports Weekly').waitFor();
    await page.getByRole('dialog', { name: 'Subscription successful' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Cancel plan Esports Weekly', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel esports plan', exact: true }).click();
    await page.getByText('Esports Plan cancelled successfully').waitFor();
    await planBadges(page).getByText('Esports: Free plan').waitFor();
  });
});

describe('honest carrier billing, end to end', () => {
  test('tournament → /plans with the reason → terms before the code → one error per wrong code → Back and Forward walk the steps → back to /tournament → the receipt in the billing history', async () => {
    const { page } = e2e;
    e2e.allowFailedRequest({ path: '/api/tournament/registration/gp-arena', status: 403 });
    e2e.allowFailedRequest({ path: '/api/auth/v2/subscription/otp/verify', status: 400 });
    await loginAs(page, 'free');
    await page.goto('/tournament');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await page
      .getByRole('note', { name: 'Why you are here' })
      .getByText(/^Tournaments need a plan: /)
      .waitFor();
    await page
      .getByRole('article', { name: 'Daily' })
      .getByText('Unlocks: Premium games, Tournaments.', { exact: false })
      .waitFor();

    // The terms, before any code is sent.
    await page.getByRole('button', { name: 'Subscribe to Daily', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment');
    const terms = page.getByLabel('Terms of Daily');
    for (const text of [
      '৳5 every day',
      'Renews automatically every day until you cancel.',
      'Next charge: ',
      'Premium games, Tournaments',
      'Cancel any time on the Plans page',
    ]) {
      await terms.getByText(text, { exact: false }).waitFor();
    }
    expect((await requests()).some((r) => r.path === '/api/auth/subscription/otp/send')).toBe(false);
    await page.getByRole('button', { name: 'Send code to pay ৳5', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment-otp-verification');

    // One message per wrong code.
    await enterCode(page, '654321');
    await page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Back and Forward walk the steps; a reload keeps the step.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/payment');
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe(ACCOUNTS.free.mobile);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/payment-otp-verification');
    await page.reload();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    // The typed code is never kept: not in the field after a reload, not in the address or storage.
    expect(await page.getByRole('textbox', { name: 'Verification code' }).inputValue()).toBe('');
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage, url: location.href })))).not.toContain(
      '654321',
    );

    // Bangla digits are accepted; after the purchase the player is back at the tournament.
    await enterCode(page, '১২৩৪৫৬');
    await page.waitForURL((url) => url.pathname === '/tournament');
    await page.getByRole('dialog', { name: 'Subscription successful' }).getByRole('button', { name: 'Close' }).click();

    await page.goto('/profile');
    const history = page.getByRole('region', { name: 'Billing history' });
    await history.getByRole('article', { name: 'Purchase: Daily' }).getByText('৳5').waitFor();
    expect(await seriousViolations(page, '/profile')).toEqual([]);
  });
});

describe('esports and voucher areas', () => {
  test('/esports shows the upcoming cups from the mock and opens the arena with the esports token', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    await page.goto('/esports');
    const cups = page.getByRole('region', { name: 'Upcoming cups' });
    await cups.getByRole('heading', { name: 'Dhaka Night Cup' }).waitFor();
    expect(await cups.getByRole('heading', { level: 3 }).count()).toBe(3);
    await page.getByRole('link', { name: 'Open the esports arena' }).click();
    await page.getByRole('heading', { name: 'Welcome to the esports arena' }).waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toMatch(/^esp-/);
  });

  test('/voucher shows the voucher link and the voucher games from the mock', async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await page.goto('/voucher');
    const games = page.getByRole('region', { name: 'Voucher games' });
    await games.getByRole('link').first().waitFor();
    expect(await games.getByRole('link').count()).toBe(10);
    await page.getByRole('link', { name: 'Open the voucher shop' }).click();
    await page.getByRole('heading', { name: 'Partner voucher shop' }).waitFor();
  });

  test('after login, a stored redirect target on an allowed partner receives the esports token in its query', async () => {
    const { page, context } = e2e;
    const partner = 'https://esports.partner.example';
    // This deployment trusts the partner (config.json), and the partner's page is stood in for.
    await context.route('**/config.json', async (route) => {
      const config = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...config, allowedRedirectOrigins: [partner] } });
    });
    await context.route(`${partner}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Partner arena</h1>' }));

    await page.goto(`/login?redirectto=${encodeURIComponent(`${partner}/arena?cup=101`)}`);
    await submitLogin(page, ACCOUNTS.subscriber.email, ACCOUNTS.subscriber.password);
    await page.waitForURL((url) => url.origin === partner);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/arena');
    expect(landed.searchParams.get('cup')).toBe('101');
    expect(landed.searchParams.get('token')).toMatch(/^esp-/);
  });
});
