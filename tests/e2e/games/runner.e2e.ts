import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Runner in the portal', () => {
  test('a guest jumps, pauses and resumes, runs into an obstacle and sees the final distance', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('runner', { mode: 'endless' }));
    await expectPhase(game, 'ready');

    // Space starts the run and jumps.
    await page.keyboard.press('Space');
    await expectPhase(game, 'playing');
    await expect.poll(() => answeredInputs(game)).toBe(1);

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    // Up jumps too, but not while paused (Space would press the panel's focused Resume button).
    await page.keyboard.press('ArrowUp');
    expect(await answeredInputs(game), 'a paused runner does not jump').toBe(1);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume runs on');

    // A tap on the track jumps too (once the runner is back on the ground: the pause may have come
    // mid-jump); then the runner runs on into the first obstacle.
    await expect
      .poll(async () => {
        await game.locator('#view').click({ position: { x: 200, y: 100 } });
        return answeredInputs(game);
      })
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => gamePhase(game), { message: 'an obstacle ends the run', timeout: 20_000 }).toBe('over');
    await expect.poll(() => game.getByText(/You ran \d+ m\./).isVisible()).toBe(true);
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
