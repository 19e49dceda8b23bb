import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Quiz in the portal', () => {
  test('a guest answers with the number keys, pauses and resumes the clock, finishes the round and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('quiz', { mode: 'science' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Start' }).click();
    await expectPhase(game, 'playing');
    const question = game.locator('#question');

    await page.keyboard.press('Digit1');
    await expect.poll(() => answeredInputs(game)).toBe(1);
    await expect.poll(() => game.locator('#feedback').textContent()).toMatch(/Correct|Wrong/);
    await game.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => question.textContent()).toBe('2/10');

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P stops the clock');
    await page.keyboard.press('Digit2');
    expect(await answeredInputs(game), 'a paused question takes no answer').toBe(1);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume starts the clock again');

    for (let n = 2; n <= 10; n += 1) {
      await page.keyboard.press(`Digit${(n % 4) + 1}`);
      await expect.poll(() => answeredInputs(game)).toBe(n);
      // The answered question's Next (See results after the last) has the focus.
      await page.keyboard.press('Enter');
    }
    await expectPhase(game, 'over');
    await expect.poll(() => game.getByText(/^\d+\/10 correct/).count()).toBe(1);
    expect(await expectFinalScoreShown(page)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
