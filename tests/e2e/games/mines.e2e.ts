import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, digEveryCell } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Minesweeper in the portal', () => {
  test('a guest digs, flags, pauses and resumes, digs on until the round ends and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('mines', { mode: 'classic' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    // The first dig at the centre is safe and opens an area.
    await page.keyboard.press('Space');
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);
    const minesLeft = game.locator('#mines-num');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // A flag on a closed cell counts down the mines left (on an open number F chords instead).
    const before = await minesLeft.textContent();
    await page.keyboard.press('KeyF');
    const flagged = await minesLeft.textContent();
    if (flagged !== before) {
      expect(Number(flagged)).toBe(Number(before) - 1);
      await page.keyboard.press('KeyF');
      await expect.poll(() => minesLeft.textContent()).toBe(before);
    }

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowLeft');
    expect(await answeredInputs(game), 'a paused field takes no move').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // Dig every cell, row by row from the top left, until a mine goes off or the field is clear.
    await digEveryCell(page, game, { columns: 9, rows: 9 });
    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
