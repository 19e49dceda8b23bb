import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, storedToken } from './support/accounts';
import { PHONE, setupBrowser } from './support/browser';

/** A phone whose browser prefers Bangla, as most players' phones in Bangladesh do. */
const e2e = setupBrowser({ ...PHONE, locale: 'bn-BD' });

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];
const inBanglaDigits = (ascii: string) => ascii.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]);
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(প্রধান|Main)$/ });

describe('the portal in Bangla, for a browser that prefers it', () => {
  test('/home and a game page speak Bangla, with lang="bn"', async () => {
    const { page } = e2e;
    await page.goto('/home');
    await mainNav(page).getByRole('link', { name: 'হোম', exact: true }).waitFor();
    expect(await lang(page)).toBe('bn');
    await page.getByRole('heading', { level: 1, name: 'হোম', exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'ট্রেইলার', exact: true }).waitFor();
    // On a phone the switch is in the menu's drawer.
    await page.getByRole('button', { name: 'মেনু', exact: true }).click();
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();

    const game = inject('seededGame');
    await page.goto(`/game-details/${encodeURIComponent(game.uniqueName)}`);
    await page.getByRole('heading', { name: 'গেমটি সম্পর্কে', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'রিভিউ', exact: true }).waitFor();
    expect(await lang(page)).toBe('bn');
  });

  // The first Intl format a page builds loads the language's locale data (tens of milliseconds on
  // a phone); /home's first rows write their sizes in Bangla digits without one.
  test('/home shows its first rows with sizes in Bangla digits without building an Intl format', async () => {
    const { page } = e2e;
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct: (target, args) => {
            // Counted when the first download's code builds it: a part that comes after the first
            // screen (the daily challenge's countdown) may build its formats whenever it arrives.
            Error.stackTraceLimit = Infinity; // a render's stack is deeper than the default ten frames
            const scripts = new Error().stack?.match(/\/assets\/[^\s:)]+\.js/g) ?? [];
            if (scripts.every((script) => script.startsWith('/assets/index-'))) built.push(name);
            return new target(...(args as unknown[]));
          },
        });
      }
    });
    await page.goto('/home');
    const size = page
      .getByRole('region', { name: 'স্পটলাইট' })
      .getByText(/^[০-৯]+ কেবি$/)
      .first();
    await size.waitFor();
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
  });

  test('a player logs in with the mobile number typed in Bangla digits', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'লগ ইন', exact: true }).waitFor();
    const typed = inBanglaDigits(ACCOUNTS.subscriber.mobile);
    expect(typed).toBe('০১৭০০০০০০০১');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/login'));
    await page.getByRole('textbox', { name: 'ইমেইল বা মোবাইল নম্বর' }).fill(typed);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(ACCOUNTS.subscriber.password);
    await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
    // The number leaves the client in ASCII digits.
    expect((await sent).postData()).toContain(ACCOUNTS.subscriber.mobile);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await storedToken(page)).toBeTruthy();
  });

  test('searching "সাপ" and "shap" finds a snake game', async () => {
    const { page } = e2e;
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'গেম খুঁজুন' });
    for (const term of ['সাপ', 'shap']) {
      await box.fill(term);
      const results = page.getByRole('region', { name: 'ফলাফল' });
      await results.getByRole('link', { name: /snake/i }).first().waitFor();
    }
  });

  test('switching to English changes the texts without a reload, and the choice survives one', async () => {
    const { page } = e2e;
    await page.goto('/home');
    await mainNav(page).getByRole('link', { name: 'হোম', exact: true }).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('button', { name: 'মেনু', exact: true }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await lang(page)).toBe('en');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.getByRole('button', { name: 'বাংলা', exact: true }).waitFor();

    await page.reload();
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await lang(page)).toBe('en');
  });
});
