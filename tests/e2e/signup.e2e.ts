import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_CODE, storedToken } from './support/accounts';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

/** Unique per test and run: the mock is reset between tests, the counter keeps a file's users apart. */
let counter = 0;
function newUser() {
  counter += 1;
  const n = String(counter).padStart(7, '0');
  return {
    firstName: 'Nadia',
    lastName: 'Rahman',
    email: `nadia.${n}@example.com`,
    dateOfBirth: '1999-04-12',
    mobile: `0171${n}`,
    password: 'Signup#2025',
  };
}

/** Fills step 1 of /signup and submits it; resolves when the code step shows. */
async function requestSignup(page: Page, user: ReturnType<typeof newUser>): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Sign up', exact: true }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  // An <input type="date"> takes the ISO date whatever the display locale.
  await page.getByLabel('Date of birth', { exact: true }).fill(user.dateOfBirth);
  await page.getByLabel('Mobile number', { exact: true }).fill(user.mobile);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
}

describe('signing up', () => {
  test('a new user signs up with the code 123456, is welcomed and can open /profile', async () => {
    const { page } = e2e;
    const user = newUser();
    await requestSignup(page, user);

    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await page.getByRole('heading', { name: 'Welcome aboard', exact: true }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.getByText(user.email).first().waitFor();
  });

  test('Back from the code step shows the details as typed (never the password), Forward returns to the code step', async () => {
    const { page } = e2e;
    const user = newUser();
    await requestSignup(page, user);
    expect(new URL(page.url()).searchParams.get('step')).toBe('code');
    await page.goBack();
    await page.getByRole('heading', { name: 'Your details', exact: true }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByLabel('Mobile number', { exact: true }).inputValue()).toBe(user.mobile);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.goForward();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome aboard', exact: true }).waitFor();
  });

  test('a wrong code shows Invalid OTP and keeps the user on the code step', async () => {
    const { page } = e2e;
    await requestSignup(page, newUser());
    // The mock refuses the code with HTTP 400 and the envelope message; Chromium logs that response.
    e2e.allowFailedRequest({ path: '/api/auth/signup/complete', status: 400 });

    await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await page.getByText('Invalid OTP').first().waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    expect(await storedToken(page)).toBeNull();
  });
});
