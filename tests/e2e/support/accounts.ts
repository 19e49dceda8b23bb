import type { Page } from 'playwright-core';

/** The demo accounts of the mock seed (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Player#2025';
export const ACCOUNTS = {
  subscriber: { email: 'player@example.com', mobile: '01700000001', password: DEMO_PASSWORD },
  free: { email: 'free@example.com', mobile: '01700000002', password: DEMO_PASSWORD },
} as const;
export type AccountKind = keyof typeof ACCOUNTS;

/** Every one-time code the mock sends. */
export const DEMO_CODE = '123456';

/** Fills and submits the /login form on the current page (the page must show /login). */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A real login through the UI; resolves once the portal has left /login. */
export async function loginAs(page: Page, kind: AccountKind): Promise<void> {
  const account = ACCOUNTS[kind];
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The stored session token, read from the page's localStorage (null when logged out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('auth-token'));
}
