import { describe, expect, test } from 'vitest';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

describe('Blocks in the portal', () => {
  test('a guest moves, turns and drops pieces, pauses and resumes, stacks to the top and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('blocks', { mode: 'marathon' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    for (const key of ['ArrowLeft', 'ArrowUp', 'KeyZ', 'ArrowRight', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(3);
    // The on-screen buttons answer taps too.
    const before = await answeredInputs(game);
    await game.getByRole('button', { name: 'Move left' }).click();
    await game.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => answeredInputs(game), { message: 'the buttons move the piece' }).toBeGreaterThan(before);

    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    const whilePaused = await answeredInputs(game);
    await page.keyboard.press('ArrowLeft');
    expect(await answeredInputs(game), 'a paused well takes no move').toBe(whilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // Hard drops straight down the middle stack the well to the top within a few dozen pieces.
    for (let i = 0; i < 80 && (await gamePhase(game)) !== 'over'; i += 1) await page.keyboard.press('Space');
    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
