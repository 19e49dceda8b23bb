import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Space Shooter in the portal', () => {
  test('a guest flies with keys and a pad, drops a bomb, pauses and resumes, loses the ship and sees the final score', async () => {
    const { page } = e2e;
    // The enemies take a minute to get past a ship that stays put: the page's clock runs it faster.
    await page.clock.install();
    await recordBridge(page);
    const game = await openGame(page, titleFor('shooter', { mode: 'waves' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    await page.keyboard.down('ArrowLeft');
    await expect.poll(() => answeredInputs(game), { message: 'the ship flies' }).toBeGreaterThan(0);
    await page.keyboard.up('ArrowLeft');
    await game.getByRole('button', { name: 'Fly right' }).click();
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(1);
    await page.clock.runFor(2000);
    await page.keyboard.press('Space');
    await expect.poll(() => game.locator('#bombs').textContent(), { message: 'Space drops a bomb' }).toBe('2');

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    await page.keyboard.press('Space');
    await expectPhase(game, 'playing', 'Space resumes');

    for (let i = 0; i < 20 && (await gamePhase(game)) !== 'over'; i += 1) await page.clock.runFor(10_000);
    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
