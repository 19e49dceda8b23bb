import { describe, expect, test } from 'vitest';
import { loginAs, storedToken, submitLogin, ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

const pathOf = (url: string) => new URL(url).pathname;

describe('logging in and out', () => {
  // Spec §2: "Any other route needs a logged-in user; otherwise the visitor is redirected to /login",
  // and the remembered 'previous-url' is where the user returns after the login.
  test('a guest opening /favorite logs in and returns to /favorite', async () => {
    const { page } = e2e;
    await page.goto('/favorite');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();

    await submitLogin(page, ACCOUNTS.subscriber.email, ACCOUNTS.subscriber.password);

    await page.waitForURL((url) => url.pathname === '/favorite');
    expect(await storedToken(page)).toBeTruthy();
  });

  test('the subscriber lands on /home with Profile in the bottom navigation, then logs out from /profile', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    expect(pathOf(page.url())).toBe('/home');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Profile', exact: true }).waitFor();
    expect(await mainNav.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);

    await mainNav.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken(page)).toBeNull();
    // The guard holds after the logout: a private page sends the guest back to /login.
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
