import { describe, expect, test } from 'vitest';
import { ACCOUNTS, DEMO_CODE, storedToken, submitLogin } from './support/accounts';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

describe('resetting a forgotten password', () => {
  test('the free user resets the password with code 123456; the old one is refused, the new one logs in', async () => {
    const { page } = e2e;
    const newPassword = 'Fresh#Start2026';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Reset password', exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(ACCOUNTS.free.mobile);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByLabel('New password', { exact: true }).waitFor();

    // Each step is a history entry: Back walks to the code step (empty) and the account step, Forward returns.
    await page.goBack();
    await page.getByRole('heading', { name: 'Enter your code', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Verification code' }).inputValue()).toBe('');
    await page.goBack();
    await page.getByRole('heading', { name: 'Find your account', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email or mobile number' }).inputValue()).not.toBe('');
    await page.goForward();
    await page.getByRole('heading', { name: 'Enter your code', exact: true }).waitFor();
    await page.goForward();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();

    await page.getByText('Your password has been reset.').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The old password no longer works: the mock refuses it with HTTP 400 and its message.
    e2e.allowFailedRequest({ path: '/api/auth/login', status: 400 });
    await submitLogin(page, ACCOUNTS.free.email, ACCOUNTS.free.password);
    const failed = page.getByRole('dialog', { name: 'Failed', exact: true });
    await failed.getByText('Invalid email, mobile number or password').waitFor();
    await failed.getByRole('button', { name: 'Close', exact: true }).click();
    await failed.waitFor({ state: 'hidden' });

    await submitLogin(page, ACCOUNTS.free.email, newPassword);

    await page.waitForURL((url) => url.pathname === '/home');
    expect(await storedToken(page)).toBeTruthy();
  });
});
