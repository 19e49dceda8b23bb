import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/accounts';
import { setupBrowser } from './support/browser';
import { countRequests, requests } from './support/mock-control';
import { seriousViolations } from './gates/axe';
import { gameIn, gamePhase } from './support/play-game';

const e2e = setupBrowser();
const PIN = '7391';
const CODE_SENT = '/api/auth/subscription/otp/send';

/** From the profile, a parent turns family mode on with the PIN and, when given, the limits. */
async function turnOnFamilyMode(page: Page, monthlyLimit?: string, dailyMinutes?: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Family mode', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/family-mode');
  const form = page.getByRole('region', { name: 'Turn on family mode' });
  await form.getByLabel("Parent's PIN (4 digits)").fill(PIN);
  await form.getByLabel('The PIN again').fill(PIN);
  if (monthlyLimit) await form.getByLabel('Monthly spending limit in taka (optional)').fill(monthlyLimit);
  if (dailyMinutes) await form.getByLabel('Daily play time in minutes (optional)').fill(dailyMinutes);
  await form.getByRole('button', { name: 'Turn on family mode' }).click();
  await page.getByRole('heading', { name: 'Family mode is on' }).waitFor();
}

/** From /plans to the payment step of the daily plan (৳5), the number prefilled. */
async function toPayment(page: Page): Promise<void> {
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Subscribe to Daily', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment');
}

/** Everything the page keeps: Web Storage, cookies and every IndexedDB record, as text. */
function keptOnTheDevice(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) => Object.entries(storage).map(([key, value]) => `${key}=${value}`);
    const records: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const all = db.transaction(name).objectStore(name).getAll();
        records.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
      }
      db.close();
    }
    return JSON.stringify([dump(localStorage), dump(sessionStorage), document.cookie, records]);
  });
}

/** The PIN as a value of its own: quoted, or after '=' or ':' (a timestamp's digits are not). */
const pinInClear = new RegExp(`["'=:]\\s*(${PIN}|৭৩৯১)\\b`);

/** Everything the page writes to the console, of every kind, as text. */
function consoleLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()} ${message.text()}`));
  return lines;
}

/** The seed's titles a child may see (kids' and puzzle, never premium), and titles family mode hides. */
const titles = () => inject('bundledTitles');
const childrens = (title: { genre: string; isPremium: boolean }) => ['kids', 'puzzle'].includes(title.genre) && !title.isPremium;
const titleWhere = (match: (title: ReturnType<typeof titles>[number]) => boolean) => titles().find(match)!.uniqueName;

/** The game pages the links of a part of the page lead to. */
const gamesLinkedIn = (page: Page, selector: string) =>
  page
    .locator(`${selector} a[href^="/game-details/"]`)
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname.split('/').pop()!)),
    );

describe('family mode at 360 × 740', () => {
  test('buying asks the PIN first, no code is sent without it, and the PIN is in no storage or request in clear', async () => {
    const { page } = e2e;
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    const logged = consoleLog(page);
    await loginAs(page, 'free');
    await turnOnFamilyMode(page);

    await toPayment(page);
    await page.getByRole('button', { name: 'Send code to pay ৳5', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Parent's PIN to pay ৳5" });
    await dialog.waitFor();
    expect(await seriousViolations(page, "the parent's PIN dialog")).toEqual([]);
    expect(await countRequests('POST', CODE_SENT)).toBe(0);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await countRequests('POST', CODE_SENT)).toBe(0);

    await page.getByRole('button', { name: 'Send code to pay ৳5', exact: true }).click();
    await dialog.getByLabel("Parent's PIN").fill('০০০০');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Wrong PIN. 2 tries left before the PIN is locked for 15 minutes.').waitFor();
    expect(await countRequests('POST', CODE_SENT)).toBe(0);
    await dialog.getByLabel("Parent's PIN").fill(PIN);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-otp-verification');
    expect(await countRequests('POST', CODE_SENT)).toBe(1);

    expect(await keptOnTheDevice(page)).not.toMatch(pinInClear);
    expect(await keptOnTheDevice(page)).toContain('PBKDF2-SHA-256');
    expect(sent.join('\n')).not.toMatch(pinInClear);
    expect(JSON.stringify(await requests())).not.toMatch(pinInClear);
    expect(logged.join('\n')).not.toMatch(pinInClear);
  });

  test('a purchase above the monthly limit is refused before any code, saying what is left', async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await turnOnFamilyMode(page, '3');
    await toPayment(page);
    await page.getByRole('button', { name: 'Send code to pay ৳5', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: "This purchase would pass this month's spending limit of ৳3. ৳3 is left this month." })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await countRequests('POST', CODE_SENT)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/payment');
  });

  test('logging out keeps family mode on: another account on the phone is asked the PIN before cancelling a plan', async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await turnOnFamilyMode(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await loginAs(page, 'subscriber');
    await page.goto('/plans');
    await page.getByRole('link', { name: 'Cancel plan Esports Monthly' }).click();
    await page.getByRole('button', { name: 'Cancel esports plan' }).click();
    const dialog = page.getByRole('dialog', { name: "Parent's PIN to cancel Esports Monthly" });
    await dialog.waitFor();
    expect(await countRequests('POST', '/api/auth/esports/subscription/cancel')).toBe(0);
    await dialog.getByLabel("Parent's PIN").fill(PIN);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Esports Plan cancelled successfully').waitFor();
    expect(await countRequests('POST', '/api/auth/esports/subscription/cancel')).toBe(1);
  });

  test('the time limit lets the round finish, then says time is up, even after a reload; the PIN gives 15 more minutes', async () => {
    const { page } = e2e;
    const logged = consoleLog(page);
    await loginAs(page, 'free');
    await turnOnFamilyMode(page, undefined, '1');
    await page.clock.install();
    await page.goto(`/play/${titleWhere((title) => title.genre === 'kids' && !title.isPremium)}`);
    await expect.poll(() => gamePhase(gameIn(page)), { message: 'the game loads' }).not.toBeNull();

    // The minute passes with the round in play: the game goes on.
    await page.clock.fastForward('01:05');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The game reports the round's end over the bridge, as every bundled game does.
    const game = page.frames().find((frame) => frame !== page.mainFrame())!;
    await game.evaluate(() =>
      window.parent.postMessage({ source: 'portal-game', type: 'game-over', game: 'memory', key: 'memory', score: 4 }, '*'),
    );
    const timeUp = page.getByRole('dialog', { name: 'Time is up for today' });
    await timeUp.waitFor();
    expect(await seriousViolations(page, 'time is up for today')).toEqual([]);

    // The minutes are kept on the phone: a reload finds time up at once.
    await page.reload();
    await timeUp.waitFor();
    await timeUp.getByRole('button', { name: '15 more minutes' }).click();
    const pin = page.getByRole('dialog', { name: "Parent's PIN for 15 more minutes" });
    await pin.getByLabel("Parent's PIN").fill(PIN);
    await pin.getByRole('button', { name: 'Continue' }).click();
    await pin.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await gameIn(page).locator('html').getAttribute('data-state')).not.toBeNull();
    expect(await keptOnTheDevice(page)).not.toMatch(pinInClear);
    expect(logged.join('\n')).not.toMatch(pinInClear);
  });

  test("the children's catalogue hides premium games and other genres in rows, search and by their addresses, and the tournament", async () => {
    const { page } = e2e;
    await loginAs(page, 'free');
    await turnOnFamilyMode(page);
    const allowed = new Set(
      titles()
        .filter(childrens)
        .map((title) => title.uniqueName),
    );

    await page.goto('/home');
    // The rows load as they come near the screen: the Kids row's games are shown, and the rows above it.
    const kids = page.getByRole('region', { name: 'Kids', exact: true });
    await kids.scrollIntoViewIfNeeded();
    await kids.locator('a[href^="/game-details/"]').first().waitFor();
    const onHome = await gamesLinkedIn(page, 'main');
    expect(onHome.length).toBeGreaterThan(0);
    expect(onHome.filter((name) => !allowed.has(name))).toEqual([]);

    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('memory');
    const results = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Results', exact: true }) });
    await results.locator('a[href^="/game-details/"]').first().waitFor();
    const found = await gamesLinkedIn(page, 'main');
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((name) => !allowed.has(name))).toEqual([]);

    await page.goto(`/game-details/${titleWhere((title) => title.genre === 'kids' && title.isPremium)}`);
    await page.getByRole('heading', { level: 1, name: 'This game is not available in family mode' }).waitFor();
    await page.goto(`/play/${titleWhere((title) => title.genre === 'racing' && !title.isPremium)}`);
    await page.getByRole('alert').filter({ hasText: 'This game is not available in family mode' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.goto('/tournament');
    await page.getByRole('heading', { level: 1, name: 'Tournaments are not available in family mode' }).waitFor();
  });
});
