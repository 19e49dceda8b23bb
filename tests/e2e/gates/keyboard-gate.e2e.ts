import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, loginAs } from '../support/accounts';
import { setupBrowser } from '../support/browser';
import { focused, focusWalk, tabTo, type Focused } from './keyboard';

/**
 * Every modal traps focus and returns it, and the main journeys work with the keyboard
 * alone (Tab, Shift+Tab, Enter, Escape and typing; no clicks, no fill()).
 */
const e2e = setupBrowser();

const isField = (label: string) => (el: Focused) => el.tag === 'input' && el.name === label;
const isButton = (name: string) => (el: Focused) => el.tag === 'button' && el.name === name;

/** On /login, with the keyboard: identifier, password, then Tab to "Log in" and press Enter. */
async function logInWithKeyboard(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await tabTo(page, 'the identifier field', isField('Email or mobile number'));
  await page.keyboard.type(identifier);
  await tabTo(page, 'the password field', isField('Password'));
  await page.keyboard.type(password);
  await tabTo(page, 'the Log in button', isButton('Log in'));
  await page.keyboard.press('Enter');
}

/** Focus is in the dialog named `title` and stays there over Tab and Shift+Tab, both ways round. */
async function expectFocusTrapped(page: Page, title: string): Promise<void> {
  const first = await focused(page);
  expect(first.dialog, 'focus moved into the dialog when it opened').toBe(title);
  const forwards = await focusWalk(page, 4, 'Tab');
  const backwards = await focusWalk(page, 4, 'Shift+Tab');
  for (const el of [...forwards, ...backwards]) expect(el.dialog, `focus left the dialog for ${el.tag} "${el.name}"`).toBe(title);
}

describe('keyboard alone', () => {
  test('a player logs in with Tab, typing and Enter', async () => {
    const { page } = e2e;
    await logInWithKeyboard(page, ACCOUNTS.subscriber.email, ACCOUNTS.subscriber.password);
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  test("the notification modal after a failed login traps focus, closes on Escape and gives focus back to 'Log in'", async () => {
    const { page } = e2e;
    e2e.allowFailedRequest({ path: '/api/auth/login', status: 400 });
    await logInWithKeyboard(page, ACCOUNTS.free.email, 'Wrong#Password1');
    const dialog = page.getByRole('dialog', { name: 'Failed', exact: true });
    await dialog.waitFor();
    await expectFocusTrapped(page, 'Failed');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Log in', inDialog: false });
  });

  test('a player opens a game from home and likes it with the keyboard; the favourite modal traps focus and gives it back', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
    await page.getByRole('main').locator('a[href^="/game-details/"]').first().waitFor();

    // Open the first link to a game page (a card or a trailer) with Enter.
    const card = await tabTo(page, 'a link to a game page', (el) => el.tag === 'a' && !!el.href?.startsWith('/game-details/'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === card.href);
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await like.waitFor();

    // Like it with Enter: the button's pressed state flips.
    const before = await like.getAttribute('aria-pressed');
    await tabTo(page, 'the Like button', isButton('Like'));
    await page.keyboard.press('Enter');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');

    // Favourite: the modal takes focus, keeps it, and Escape gives it back to the same button.
    const favourite = await tabTo(page, 'the favourite button', (el) => el.tag === 'button' && /favourites$/.test(el.name));
    await page.keyboard.press('Enter');
    const title = favourite.name === 'Add to favourites' ? 'Saved as favorites' : 'Removed from favorites';
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await dialog.waitFor();
    await expectFocusTrapped(page, title);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const back = await focused(page);
    expect(back.inDialog).toBe(false);
    expect(back.name).toMatch(/^(Add to|Remove from) favourites$/);
  });
});
