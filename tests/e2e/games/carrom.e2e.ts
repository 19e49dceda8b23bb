import { describe, expect, test } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

/**
 * A player's shot with the pointer: press on the board between their baseline and the middle, pull
 * back towards their own edge and let go. Player 1 sits at the bottom, player 2 across the table.
 */
async function pullAndRelease(page: Page, game: FrameLocator, side: 'one' | 'two'): Promise<void> {
  const box = (await game.locator('#board').boundingBox())!;
  const size = box.width;
  const frame = Math.round(size * 0.045);
  const k = (size - 2 * frame) / 1000;
  const x = box.x + frame + 480 * k;
  const y = box.y + frame + (side === 'one' ? 700 : 300) * k;
  const back = side === 'one' ? 1 : -1;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i += 1) await page.mouse.move(x, y + back * i * 12);
  await page.mouse.up();
}

describe('Carrom in the portal', () => {
  test('two players take turns on one phone in timed carrom, pause and resume, and the clock ends the game with its final score', async () => {
    const { page } = e2e;
    // The timed game's minute is moved on by the page's clock instead of being waited for.
    await page.clock.install();
    await recordBridge(page);
    const game = await openGame(page, titleFor('carrom', { mode: 'timed' }));
    await expectPhase(game, 'ready');

    await game.getByRole('button', { name: '2 players' }).click();
    await expect.poll(() => game.getByRole('button', { name: '2 players' }).getAttribute('aria-pressed')).toBe('true');
    await game.getByRole('button', { name: 'Play', exact: true }).click();
    await expectPhase(game, 'playing');
    const banner = (side: 'one' | 'two') => game.locator(`#banner-${side}`);
    await expect.poll(() => banner('one').textContent()).toBe("Player 1's turn");
    await expect.poll(() => game.locator('#turn').textContent()).toBe('Player 1 0 · Player 2 0');

    // Each player shoots in turn until both have: a pocketed coin keeps the turn.
    const board = game.locator('#board');
    const shooters = new Set<string>();
    for (let shot = 0; shot < 8 && shooters.size < 2; shot += 1) {
      const side = (await banner('one').textContent()) ? 'one' : 'two';
      const before = await answeredInputs(game);
      await pullAndRelease(page, game, side);
      await expect.poll(() => answeredInputs(game), { message: `player ${side} strikes` }).toBeGreaterThan(before);
      shooters.add(side);
      for (let i = 0; i < 40 && (await board.getAttribute('aria-busy')) === 'true'; i += 1) await page.clock.runFor(500);
      await expect.poll(() => board.getAttribute('aria-busy'), { message: 'the pieces stop' }).toBe('false');
    }
    expect([...shooters].sort()).toEqual(['one', 'two']);

    // Paused, the clock stands still and no one may shoot.
    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    const clock = await game.locator('#info').textContent();
    await page.clock.runFor(1_000);
    expect(await game.locator('#info').textContent(), 'a paused game keeps its time').toBe(clock);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // The rest of the minute passes: the game ends and says who won.
    for (let i = 0; i < 70 && (await game.locator('html').getAttribute('data-state')) !== 'over'; i += 1)
      await page.clock.runFor(1_000);
    await expectPhase(game, 'over');
    await expect
      .poll(() => game.locator('#overlay [data-title]').textContent())
      .toMatch(/^(Player 1 wins!|Player 2 wins!|A draw)$/);
    await expect.poll(() => game.locator('#overlay [data-text]').textContent()).toMatch(/Player 1 \d+ · Player 2 \d+\./);
    expect(await expectFinalScoreShown(page)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
