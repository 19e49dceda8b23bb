import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/accounts';
import { setupBrowser } from './support/browser';
import { countRequests, requests } from './support/mock-control';
import { seriousViolations } from './gates/axe';

const e2e = setupBrowser();
const PIN = '7391';
const CODE_SENT = '/api/auth/subscription/otp/send';

/** From the profile, a parent turns family mode on with the PIN and, when given, a monthly limit. */
async function turnOnFamilyMode(page: Page, monthlyLimit?: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Family mode', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/family-mode');
  const form = page.getByRole('region', { name: 'Turn on family mode' });
  await form.getByLabel("Parent's PIN (4 digits)").fill(PIN);
  await form.getByLabel('The PIN again').fill(PIN);
  if (monthlyLimit) await form.getByLabel('Monthly spending limit in taka (optional)').fill(monthlyLimit);
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

describe('family mode at 360 × 740', () => {
  test('buying asks the PIN first, no code is sent without it, and the PIN is in no storage or request in clear', async () => {
    const { page } = e2e;
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
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
});
