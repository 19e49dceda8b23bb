import { expect } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';

/** The running game, inside the play overlay's frame. */
export const gameIn = (page: Page): FrameLocator => page.frameLocator('iframe').first();

/** The game's phase and the inputs it has answered (src/games/engine/dom.ts: setPhase, answered). */
export const gamePhase = (game: FrameLocator) => game.locator('html').getAttribute('data-state');
export const answeredInputs = async (game: FrameLocator) => Number(await game.locator('html').getAttribute('data-answered'));

/** The keys every bundled game answers (the keyboard recipe of the games' contract). */
const RECIPE = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'Enter', 'Digit1', 'KeyA'];

/**
 * Starts the game (from its start button when it has one, else by focusing it) and plays the
 * recipe's keys until the game says it answered an input; fails when it never does.
 */
export async function playAFewMoves(page: Page, game: FrameLocator, name = 'the game'): Promise<void> {
  await expect.poll(() => gamePhase(game), { message: `${name} loads` }).not.toBeNull();
  const start = game.locator('#overlay [data-btn]');
  if (await start.isVisible()) await start.click();
  else await game.locator('body').click({ position: { x: 5, y: 5 } });
  for (let round = 0; round < 3 && (await answeredInputs(game)) === 0; round += 1) {
    for (const key of RECIPE) await page.keyboard.press(key);
  }
  await expect.poll(() => answeredInputs(game), { message: `${name} answers an input` }).toBeGreaterThan(0);
}

/**
 * Minesweeper played to its end by keyboard: from the top left cell, every cell of the field is dug
 * row by row (left to right, then back) until a mine goes off or the field is clear.
 */
export async function digEveryCell(page: Page, game: FrameLocator, field: { columns: number; rows: number }): Promise<void> {
  for (let k = 0; k < Math.max(field.columns, field.rows); k += 1) {
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
  }
  for (let row = 0; row < field.rows; row += 1) {
    for (let col = 0; col < field.columns; col += 1) {
      if ((await gamePhase(game)) === 'over') return;
      await page.keyboard.press('Space');
      await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    await page.keyboard.press('ArrowDown');
  }
}
