import { describe, expect, test } from 'vitest';
import { ANAGRAMS } from '../../../src/games/word/lists';
import { setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();
const sorted = (letters: string) => [...letters].sort().join('');

describe('Word Guess in the portal', () => {
  test('a guest unscrambles the words by typing, pauses and resumes, finishes the round and sees the final score', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('word', { mode: 'anagram' }));
    await expectPhase(game, 'ready');
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');

    const pool = game.locator('#pool button');
    const status = game.locator('#status');
    // A letter typed and taken back.
    await page.keyboard.press('KeyQ');
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);
    await page.keyboard.press('Backspace');

    await page.keyboard.press('Escape');
    await expectPhase(game, 'paused', 'Escape pauses');
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('KeyA');
    expect(await answeredInputs(game), 'a paused round takes no letter').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).click();
    await expectPhase(game, 'playing', 'Resume plays on');

    // Each word: read its tiles, find the word they spell, type it (a full row is checked at once).
    for (let word = 1; word <= 10; word += 1) {
      await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Word ${word} of 10`));
      await expect.poll(() => pool.first().isEnabled()).toBe(true);
      const letters = (await pool.allTextContents()).join('');
      const entry = ANAGRAMS.find((e) => sorted(e[0]!) === sorted(letters));
      expect(entry, `a word of the list has the letters ${letters}`).toBeDefined();
      await page.keyboard.type(entry![0]!);
      await expect.poll(() => game.locator('#anaMsg').textContent()).toMatch(/^Yes! \+\d+$/);
    }
    await expectPhase(game, 'over');
    await expect.poll(() => game.getByRole('heading', { name: 'Perfect round!' }).isVisible()).toBe(true);
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
  });
});
