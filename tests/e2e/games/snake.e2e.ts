import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Snake in the portal', () => {
  test('a guest steers the snake, pauses and resumes, runs into the wall and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('snake', { mode: 'classic' }));
    await expectPhase(game, 'ready');

    // An arrow starts the round and steers: up, then left.
    await page.keyboard.press('ArrowUp');
    await expectPhase(game, 'playing');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => answeredInputs(game)).toBeGreaterThanOrEqual(2);

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowDown');
    expect(await answeredInputs(game), 'a paused snake takes no turn').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // Heading left, the snake reaches the classic board's edge, a wall, within a few seconds.
    await expectPhase(game, 'over', 'the wall ends the round');
    await expect.poll(() => game.getByText(/You hit the wall\./).isVisible()).toBe(true);
    expect(await expectFinalScoreShown(page)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
