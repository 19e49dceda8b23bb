import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { bridgeMessages, expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();
/** The paddle's place at the right edge of the 360-unit field (its half-width is 36). */
const RIGHT_EDGE = 324;

describe('Breakout in the portal', () => {
  test('a guest moves the paddle, pauses and resumes, loses every ball and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('breakout', { mode: 'classic' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    // The arrow keys move the paddle, and so does the mouse over the field: to the right edge.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => answeredInputs(game)).toBe(1);
    const board = (await game.locator('#board').boundingBox())!;
    const mouseTo = (side: 'left' | 'right') =>
      page.mouse.move(side === 'right' ? board.x + board.width - 1 : board.x + 1, board.y + board.height / 2);
    await mouseTo('right');
    // P pauses and saves the game, P again resumes: the saved paddle says when it has reached the edge.
    const pausedPaddle = async () => {
      await page.keyboard.press('KeyP');
      await expectPhase(game, 'paused', 'P pauses');
      const saves = (await bridgeMessages(page)).filter((m) => m.type === 'save');
      await page.keyboard.press('KeyP');
      await expectPhase(game, 'playing', 'P plays on');
      return (saves.at(-1)?.state as { paddle?: number } | undefined)?.paddle;
    };
    await expect.poll(pausedPaddle).toBe(RIGHT_EDGE);

    // Each ball is launched with Space from one edge while the paddle goes to the other: it falls past the paddle.
    const lives = () => game.locator('#lives').textContent();
    let side: 'left' | 'right' = 'right';
    for (let left = 3; left > 0; left -= 1) {
      await page.keyboard.press('Space');
      await expect.poll(() => answeredInputs(game)).toBe(5 - left);
      side = side === 'right' ? 'left' : 'right';
      await mouseTo(side);
      await expect.poll(lives, { message: 'the ball is lost below the paddle', timeout: 15_000 }).toBe(String(left - 1));
    }

    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  }, 60_000);
});
