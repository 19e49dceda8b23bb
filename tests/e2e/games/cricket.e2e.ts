import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Cricket in the portal', () => {
  test('a guest aims and swings through a super over, pauses and resumes, and sees the final runs', async () => {
    const { page } = e2e;
    await recordBridge(page);
    // The game's clock is moved on by the test instead of waited for: a super over is six balls.
    await page.clock.install();
    const game = await openGame(page, titleFor('cricket', { mode: 'superover' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    // The leg-side button aims and swings; the first ball is not bowled yet, so only the aim answers.
    await game.getByRole('button', { name: 'Swing to the leg side' }).tap();
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);
    await expect
      .poll(() => game.getByRole('button', { name: 'Swing to the leg side' }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    await expect(game.getByRole('button', { name: 'Resume' }).isVisible()).resolves.toBe(true);
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(500);
    expect(await answeredInputs(game), 'a paused innings takes no input').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // Space swings at each ball as it comes, a moment after it is bowled: some connect, some miss.
    for (let i = 0; i < 120 && (await gamePhase(game)) === 'playing'; i += 1) {
      await page.clock.runFor(150);
      if (i % 7 === 6) await page.keyboard.press('Space');
    }
    await expectPhase(game, 'over');
    expect(await game.locator('#scoreline').textContent()).toMatch(/^\d+\/\d · /);
    expect(await expectFinalScoreShown(page)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
