import { describe, expect, test } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';

/** A phone whose browser prefers Bangla, as most players' phones in Bangladesh do. */
const e2e = setupBrowser({ ...PHONE, locale: 'bn-BD' });

describe('the help and legal pages in Bangla', () => {
  test('/privacy-policy opens in Bangla, with lang="bn" and its date in Bangla digits', async () => {
    const { page } = e2e;
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'আমরা কী সংগ্রহ করি', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await page.getByText(/^সর্বশেষ হালনাগাদ: ১ মার্চ, ২০২৫$/).count()).toBe(1);
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
