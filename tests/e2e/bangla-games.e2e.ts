import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { PHONE, setupBrowser } from './support/browser';
import { gameIn, playAFewMoves } from './support/play-game';

/** A phone whose browser prefers Bangla, as most players' phones in Bangladesh do. */
const e2e = setupBrowser({ ...PHONE, locale: 'bn-BD' });

const BENGALI = /[\u0980-\u09FF]/;
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(প্রধান|Main)$/ });

/** A free title of a bundled game, so a guest plays it (docs/decisions/0024). */
async function freeBundledGame(): Promise<{ uniqueName: string }> {
  const response = await fetch(`${inject('baseUrl')}/api/play/v3/games/genre/byname/arcade/1/20/false`);
  const { data } = (await response.json()) as { data: { games: { uniqueName: string; isPremium: boolean; playUrl?: string }[] } };
  const game = data.games.find((g) => !g.isPremium && g.playUrl?.startsWith('/games/'));
  if (!game) throw new Error('The mock seed has no free bundled game in arcade.');
  return game;
}

/** The bundled games as public/games/index.json lists them. */
const SLUGS = (
  JSON.parse(readFileSync(new URL('../../public/games/index.json', import.meta.url), 'utf8')) as Array<{ slug: string }>
).map(({ slug }) => slug);

/** The keys every bundled game answers (the keyboard recipe of tests/e2e/support/play-game.ts). */
const RECIPE = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'Enter', 'Digit1', 'KeyA'];

/** The address the play screen framed the game at. */
const frameAddress = (page: Page) => page.locator('iframe').first().getAttribute('src');
const frameLang = (game: FrameLocator) => game.locator('html').getAttribute('lang');

describe('the bundled games speak the portal language', () => {
  test('in Bangla a game shows its words in Bangla and its score in Bangla digits', async () => {
    const { page } = e2e;
    const { uniqueName } = await freeBundledGame();
    await page.goto(`/play/${uniqueName}`);
    const game = gameIn(page);
    const start = game.locator('#overlay [data-btn]');
    await start.waitFor({ timeout: 20_000 });
    expect(await frameAddress(page)).toMatch(/#lang=bn$/);
    expect(await frameLang(game)).toBe('bn');
    // The start button says "play" (খেলুন) or "start" (শুরু) in Bangla.
    expect(await start.textContent()).toMatch(/^(খেলুন|শুরু)$/);
    expect(await game.locator('#overlay [data-text]').textContent()).toMatch(BENGALI);

    await playAFewMoves(page, game, uniqueName);
    const score = game.locator('#score');
    if ((await score.count()) > 0) expect(await score.textContent()).toMatch(/^[০-৯]+(\/[০-৯]+)?$/);
  });

  test('a player who switched the portal to English gets the game in English, though the browser prefers Bangla', async () => {
    const { page } = e2e;
    const { uniqueName } = await freeBundledGame();
    await page.goto('/home');
    await mainNav(page).getByRole('link', { name: 'হোম', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'মেনু', exact: true }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).waitFor();

    await page.goto(`/play/${uniqueName}`);
    const game = gameIn(page);
    const start = game.locator('#overlay [data-btn]');
    await start.waitFor({ timeout: 20_000 });
    expect(await frameAddress(page)).toMatch(/#lang=en$/);
    expect(await frameLang(game)).toBe('en');
    expect(await start.textContent()).toMatch(/^(Play|Start)$/);
    expect(await game.locator('#overlay [data-text]').textContent()).not.toMatch(BENGALI);
  });

  test(`all ${SLUGS.length} games start in Bangla under their own policy and answer the keys`, async () => {
    const { page } = e2e;
    for (const slug of SLUGS) {
      // Opened on its own as the portal frames it: the page's policy allows its scripts by their
      // hashes, so a script changed by the Bangla words would be blocked and logged (the
      // browser session fails the test on any console error).
      await page.goto(`/games/${slug}/?embedded=1#lang=bn`);
      await page.locator('html[data-state]').waitFor({ state: 'attached', timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.lang), slug).toBe('bn');
      expect(await page.title(), slug).toMatch(BENGALI);
      const start = page.locator('#overlay [data-btn]');
      if (await start.isVisible()) {
        expect(await start.textContent(), slug).toMatch(BENGALI);
        await start.click();
      } else await page.locator('body').click({ position: { x: 5, y: 5 } });
      const answered = () => page.evaluate(() => Number(document.documentElement.dataset.answered ?? 0));
      for (let round = 0; round < 3 && (await answered()) === 0; round += 1) {
        for (const key of RECIPE) await page.keyboard.press(key);
      }
      await expect.poll(answered, { message: `${slug} answers an input in Bangla` }).toBeGreaterThan(0);
    }
  }, 120_000);
});
