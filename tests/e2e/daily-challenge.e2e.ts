import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';

/**
 * The daily challenge is the same for every player on the same day in Bangladesh (docs/decisions/0057):
 * it is chosen on the phone from the date, so two phones that never talk to each other get the same
 * game, mode and seed, and the next day another one. The clock is moved, never waited for.
 */
const session = setupBrowser();

/** 27 November 2026 in Dhaka: 10:00 and 17:30 UTC are 16:00 and 23:30 there; 18:30 UTC is the next day. */
const MORNING = Date.UTC(2026, 10, 27, 10, 0);
const LATE_EVENING = Date.UTC(2026, 10, 27, 17, 30);
const NEXT_DAY = Date.UTC(2026, 10, 27, 18, 30);

async function challengeLink(page: Page, at: number): Promise<string | null> {
  await page.clock.setFixedTime(at);
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Today’s challenge' });
  const play = card.getByRole('link', { name: 'Play today’s challenge' });
  await play.waitFor();
  return play.getAttribute('href');
}

describe('the daily challenge', () => {
  test('two phones on the same day in Bangladesh get the same challenge, and the next day another', async () => {
    const first = await challengeLink(session.page, MORNING);
    const other = await session.context.browser()!.newContext({ ...PHONE, baseURL: inject('baseUrl') });
    try {
      const second = await challengeLink(await other.newPage(), LATE_EVENING);
      expect(first).toMatch(/^\/play\/[a-z0-9-]+\?mode=[a-z0-9-]+&seed=\d+$/);
      expect(second).toBe(first);
      const tomorrow = await challengeLink(await other.newPage(), NEXT_DAY);
      expect(tomorrow).not.toBe(first);
    } finally {
      await other.close();
    }
  });

  test('a friend’s challenge link opened by a guest shows the score to beat and plays the very same board', async () => {
    const { page } = session;
    // The catalogue has no title named after the bundled game: the portal's own page of it plays.
    session.allowFailedRequest({ path: '/api/play/game/detail/byname/mines', status: 404 });
    await page.goto('/home?g=mines&m=wide&s=777&sc=250&n=Rahim');
    const card = page.getByRole('region', { name: 'Today’s challenge' });
    await card.getByText('A friendly challenge from Rahim').waitFor();
    await card.getByText('Score more than 250 in Minesweeper · Wide board, on the very same board.').waitFor();
    await card.getByRole('link', { name: 'Play the challenge' }).click();
    await page.waitForURL('**/play/mines?mode=wide&seed=777');
    const src = await page.locator('iframe[title="Minesweeper"]').getAttribute('src');
    const address = new URL(src ?? '', 'https://portal.test');
    expect(address.pathname).toBe('/games/mines/');
    expect(address.searchParams.get('mode')).toBe('wide');
    expect(address.searchParams.get('seed')).toBe('777');
  });
});
