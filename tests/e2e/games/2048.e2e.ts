import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();
const MOVES = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'];

describe('2048 in the portal', () => {
  test('a guest slides tiles, pauses and resumes, fills the small board and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('2048', { mode: 'mini' }));
    await expectPhase(game, 'playing');

    for (const key of MOVES) await page.keyboard.press(key);
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    await expect(game.getByRole('button', { name: 'Resume' }).isVisible()).resolves.toBe(true);
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowLeft');
    expect(await answeredInputs(game), 'a paused board takes no move').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // A 3×3 board fills up within a few hundred moves of any order.
    for (let i = 0; i < 600 && (await game.locator('html').getAttribute('data-state')) !== 'over'; i += 1) {
      await page.keyboard.press(MOVES[i % 4]!);
      // Reaching 256 asks to keep going: the player does.
      if (i % 16 === 0 && (await game.getByRole('button', { name: 'Keep going' }).isVisible()))
        await page.keyboard.press('Enter');
    }
    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
