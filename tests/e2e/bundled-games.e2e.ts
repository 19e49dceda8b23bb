import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { loginAs } from './support/accounts';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

/** The bundled games as public/games/index.json lists them. */
const GAMES = JSON.parse(readFileSync(new URL('../../public/games/index.json', import.meta.url), 'utf8')) as Array<{
  slug: string;
  title: string;
}>;

/** The keys every bundled game answers (public/games/shared: the keyboard recipe of the game contract). */
const RECIPE = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'Enter', 'Digit1', 'KeyA'];

const api = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${inject('baseUrl')}/api${path}`)).json()) as { data: T }).data;

/** One catalogue title per bundled game, found through the genre lists and each title's detail. */
async function titlePerGame(): Promise<Map<string, string>> {
  const bySlug = new Map<string, string>();
  for (const genre of ['racing', 'arcade', 'shooter', 'adventure', 'logic', 'fun', 'sports', 'puzzle', 'kids', 'horror']) {
    const { games } = await api<{ games: Array<{ uniqueName: string }> }>(`/play/v3/games/genre/byname/${genre}/1/100/false`);
    for (const { uniqueName } of games) {
      if (bySlug.size === GAMES.length) return bySlug;
      const detail = await api<{ games: Array<{ playUrl?: string }> | { playUrl?: string } }>(
        `/play/game/detail/byname/${uniqueName}`,
      );
      const playUrl = (Array.isArray(detail.games) ? detail.games[0] : detail.games)?.playUrl ?? '';
      const slug = /^\/games\/([^/?]+)\//.exec(playUrl)?.[1];
      if (slug && !bySlug.has(slug)) bySlug.set(slug, uniqueName);
    }
  }
  return bySlug;
}

const state = (game: FrameLocator) => game.locator('html').getAttribute('data-state');
const answered = async (game: FrameLocator) => Number(await game.locator('html').getAttribute('data-answered'));

describe('every bundled game plays in the portal', () => {
  test(`${GAMES.length} games: start, answer keys, and Exit back to the game page`, async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    const titles = await titlePerGame();
    for (const { slug } of GAMES) {
      const uniqueName = titles.get(slug);
      expect(uniqueName, `a catalogue title launches ${slug}`).toBeDefined();
      await page.goto(`/play/${uniqueName}`);
      const game = page.frameLocator('iframe').first();
      await expect.poll(() => state(game), { message: `${slug} loads` }).not.toBeNull();
      // A game with a start screen starts from its button; the others take the keys at once.
      const start = game.locator('#overlay [data-btn]');
      if (await start.isVisible()) await start.click();
      else await game.locator('body').click({ position: { x: 5, y: 5 } });
      for (let round = 0; round < 3 && (await answered(game)) === 0; round += 1) {
        for (const key of RECIPE) {
          await page.keyboard.press(key);
          await page.waitForTimeout(150);
        }
      }
      expect(await answered(game), `${slug} answers an input`).toBeGreaterThan(0);
      expect(['playing', 'over', 'paused'], `${slug} is being played`).toContain(await state(game));
      await page.getByRole('button', { name: 'Exit game' }).click();
      await page.waitForURL((url) => url.pathname === `/game-details/${uniqueName}`);
    }
    // A few seconds a game, one after another.
  }, 180_000);
});
