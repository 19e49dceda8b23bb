import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { bridgeMessages, expectPhase, recordBridge } from './support/bundled-game';
import { digEveryCell } from './support/play-game';
import { seriousViolations } from './gates/axe';
import { horizontalOverflow, smallTargets } from './gates/small-screen';

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

  test('a friend’s challenge link opened by a guest shows the score to beat, plays the very same board, and shows both scores after it, in English and Bangla within the phone gates', async () => {
    const { page } = session;
    await recordBridge(page);
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

    // The friend plays the round to its end: dig the 10×14 field row by row until a mine goes off or it is clear.
    const game = page.frameLocator('iframe').first();
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');
    await digEveryCell(page, game, { columns: 10, rows: 14 });
    await expectPhase(game, 'over');
    // The round the game dealt was the challenge's: its end carries the seed of the link.
    const endOf = async () =>
      (await bridgeMessages(page)).filter((message) => message.type === 'game-over').at(-1) as
        { score: number; seed?: number } | undefined;
    await expect.poll(endOf, { message: 'the game reports the end of its round' }).toBeDefined();
    const end = (await endOf())!;
    expect(end.seed).toBe(777);

    // Both results side by side, as a friendly challenge, and a challenge back.
    const result = page.getByRole('dialog', { name: 'A friendly challenge' });
    await result.waitFor();
    const [you, friend] = await result.locator('dl > div').allTextContents();
    expect(you).toBe(`You${end.score.toLocaleString('en')}`);
    expect(friend).toBe('Rahim250');
    await result.getByRole('button', { name: 'Challenge back' }).waitFor();
    expect(await result.textContent()).not.toMatch(/verified/i);
    // The result and the play bar's Challenge back pass the phone gates: axe, no sideways scroll at 360 px, 44 px targets.
    const label = 'a friend’s challenge played';
    expect([
      ...(await seriousViolations(page, label)),
      ...(await horizontalOverflow(page, label)),
      ...(await smallTargets(page, label)),
    ]).toEqual([]);

    // The same in Bangla, the player's choice as the language switch stores it: the challenge is kept
    // in the play screen's history entry through the reload, and the game's page ends its round again.
    await page.evaluate(() => window.localStorage.setItem('locale', 'bn'));
    await page.reload();
    await expectPhase(game, 'ready');
    const frame = page.frames().find((candidate) => candidate.url().includes('/games/mines/'))!;
    await frame.evaluate(() =>
      parent.postMessage(
        { source: 'portal-game', type: 'game-over', game: 'mines', key: 'mines-wide', score: 300, seed: 777 },
        '*',
      ),
    );
    const bangla = page.getByRole('dialog', { name: 'বন্ধুর চ্যালেঞ্জ' });
    await bangla.waitFor();
    expect(await bangla.locator('dl > div').allTextContents()).toEqual(['আপনি৩০০', 'Rahim২৫০']);
    const bnLabel = 'a friend’s challenge played, in Bangla';
    expect([
      ...(await seriousViolations(page, bnLabel)),
      ...(await horizontalOverflow(page, bnLabel)),
      ...(await smallTargets(page, bnLabel)),
    ]).toEqual([]);
  });
});
