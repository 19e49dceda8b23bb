import { describe, expect, test } from 'vitest';
import { ACCOUNTS, DEMO_CODE, storedToken, submitLogin } from './support/accounts';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

describe('resetting a forgotten password', () => {
  test('the free user resets the password with code 123456 and logs in with the new one', async () => {
    const { page } = e2e;
    const newPassword = 'Fresh#Start2026';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();

    await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(ACCOUNTS.free.mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.getByText('Your password has been reset.').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, ACCOUNTS.free.email, newPassword);

    await page.waitForURL((url) => url.pathname === '/home');
    expect(await storedToken(page)).toBeTruthy();
  });
});
