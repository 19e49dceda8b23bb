import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_CODE, storedToken } from './support/accounts';
import { PHONE, setupBrowser } from './support/browser';

/** A phone whose browser prefers Bangla, as most players' phones in Bangladesh do. */
const e2e = setupBrowser({ ...PHONE, locale: 'bn-BD' });

/** A UI wait on a loaded 2-core machine: lazy screens and their catalogue can take seconds. */
const SLOW = { timeout: 20_000 } as const;
const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];
const inBanglaDigits = (ascii: string) => ascii.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a Bangla phone walks the portal in Bangla', () => {
  test('/tournament shows its leaderboard in Bangla with ranks in Bangla digits, and lang="bn"', async () => {
    const { page } = e2e;
    await page.goto('/tournament');
    await page.getByRole('heading', { name: 'লিডারবোর্ড', exact: true }).waitFor(SLOW);
    expect(await lang(page)).toBe('bn');
    const board = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'র‍্যাঙ্ক' }) });
    await board.getByRole('columnheader', { name: 'স্কোর' }).waitFor(SLOW);
    const firstRank = board.getByRole('row').nth(1).getByRole('cell').first();
    await firstRank.waitFor(SLOW);
    const rank = (await firstRank.textContent()) ?? '';
    expect(rank).toMatch(/[০-৯]/);
    expect(rank).not.toMatch(/[0-9]/);
  });

  test('the free user logs in with ০১৭০০০০০০০২, sees /plans in Bangla and buys a plan with the code typed in Bangla digits', async () => {
    const { page } = e2e;
    const mobile = inBanglaDigits(ACCOUNTS.free.mobile);
    const code = inBanglaDigits(DEMO_CODE);
    expect([mobile, code]).toEqual(['০১৭০০০০০০০২', '১২৩৪৫৬']);

    await page.goto('/login');
    await page.getByRole('heading', { name: 'লগ ইন', exact: true }).waitFor(SLOW);
    await page.getByRole('textbox', { name: 'ইমেইল বা মোবাইল নম্বর' }).fill(mobile);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(ACCOUNTS.free.password);
    await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', SLOW);
    expect(await storedToken(page)).toBeTruthy();

    await page.goto('/plans');
    await page.getByRole('heading', { level: 1, name: 'প্ল্যান', exact: true }).waitFor(SLOW);
    expect(await lang(page)).toBe('bn');
    const weekly = page.getByRole('article', { name: 'Weekly', exact: true });
    const price = weekly.getByText(/৳/).first();
    await price.waitFor(SLOW);
    expect(await price.textContent()).toMatch(/[০-৯]/);
    expect(await price.textContent()).not.toMatch(/[0-9]/);

    await weekly.getByRole('button', { name: 'Weekly-এ সাবস্ক্রাইব করুন', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment', SLOW);
    await expect.poll(() => page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).inputValue(), SLOW).not.toBe('');
    await page.getByRole('button', { name: /^[০-৯]+\s?৳ পরিশোধের জন্য কোড পাঠান$/ }).click();
    await page.waitForURL((url) => url.pathname === '/payment-otp-verification', SLOW);

    const verify = page.waitForRequest((request) => request.url().endsWith('/auth/v2/subscription/otp/verify'));
    await page.getByRole('textbox', { name: 'যাচাইয়ের কোড' }).fill(code);
    await page.getByRole('button', { name: 'যাচাই', exact: true }).click();
    // The code leaves the client in ASCII digits.
    expect((await verify).postData()).toContain(DEMO_CODE);

    await page.getByRole('dialog', { name: 'সাবস্ক্রিপশন সফল হয়েছে' }).waitFor(SLOW);
    await page.waitForURL((url) => url.pathname === '/plans', SLOW);
    await page.getByText('আপনার সাবস্ক্রিপশন চালু আছে').waitFor(SLOW);
    await page.getByRole('region', { name: 'আপনার প্ল্যান' }).getByText('প্রিমিয়াম: Weekly').waitFor(SLOW);
    expect(await lang(page)).toBe('bn');
  });
});
