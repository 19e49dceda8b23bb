import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Racer in the portal', () => {
  test('a guest changes lanes with keys and the pads, pauses and resumes, crashes and sees the final score', async () => {
    const { page } = e2e;
    // The traffic reaches a car that stays in its lane within seconds: the page's clock runs them faster.
    await page.clock.install();
    await recordBridge(page);
    const game = await openGame(page, titleFor('racer', { mode: 'night' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => answeredInputs(game), { message: 'the car changes lane' }).toBeGreaterThan(0);
    const afterKey = await answeredInputs(game);
    await game.getByRole('button', { name: 'Change lane to the right' }).click();
    await expect.poll(() => answeredInputs(game), { message: 'the pad changes lane' }).toBeGreaterThan(afterKey);

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    const whilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowRight');
    expect(await answeredInputs(game), 'a paused car keeps its lane').toBe(whilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume drives on');

    // Staying in its lane, the car soon meets the traffic.
    for (let i = 0; i < 30 && (await gamePhase(game)) !== 'over'; i += 1) await page.clock.runFor(5000);
    await expectPhase(game, 'over', 'the car crashes');
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Race again' }).isVisible()).toBe(true);
  });
});
