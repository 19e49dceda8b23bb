import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Penalty Kick in the portal', () => {
  test('a guest aims and shoots, pauses and resumes, puts one wide to end the run and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('penalty', { mode: 'sudden' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    // The arrows stop the sweeping marker on an aiming stop.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowLeft');
    expect(await answeredInputs(game), 'a paused kick takes no input').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // A tap just inside the right edge of the picture aims beyond the post, Kick fixes the aim and
    // Shoot strikes: wide of the post is a miss, and the first miss ends a sudden death run.
    const pitch = game.locator('#pitch');
    const box = (await pitch.boundingBox())!;
    await pitch.tap({ position: { x: box.width * 0.985, y: box.height * 0.36 } });
    await game.getByRole('button', { name: 'Kick' }).tap();
    await expect.poll(() => game.getByRole('button', { name: 'Shoot' }).isVisible()).toBe(true);
    await game.getByRole('button', { name: 'Shoot' }).tap();
    await expect.poll(() => gamePhase(game), { message: 'the miss ends the run', timeout: 10_000 }).toBe('over');
    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBe(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
