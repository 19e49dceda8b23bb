import { describe, expect, test } from 'vitest';
import { PHONE, setupBrowser } from '../support/browser';
import { answeredInputs } from '../support/play-game';
import { bridgeMessages, expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

// Players who ask for less motion see the die land and the tokens jump at once: a whole game of
// three people takes a few hundred key presses, not minutes of walking tokens.
const e2e = setupBrowser({ ...PHONE, reducedMotion: 'reduce' });

describe('Ludo in the portal', () => {
  test('a title plays one person against the computer, as before', async () => {
    const { page } = e2e;
    const game = await openGame(page, titleFor('ludo', { mode: 'classic' }));
    const people = game.getByRole('group', { name: 'People' });
    await expect.poll(() => people.getByRole('button', { name: '1' }).getAttribute('aria-pressed')).toBe('true');
    expect(await game.locator('#overlay [data-text]').textContent()).toContain('You (red) against Yellow.');

    await game.getByRole('button', { name: 'Play' }).click();
    await expectPhase(game, 'playing');
    const banner = game.locator('#banner');
    await expect.poll(() => banner.textContent()).toBe('Your turn: tap the die to roll');
    await page.keyboard.press('Space');
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);
    // Whatever the die says, the turn comes to the computer's Yellow sooner or later.
    for (let i = 0; i < 200 && !/^Yellow/.test((await banner.textContent()) ?? ''); i += 1) {
      if ((await game.locator('#die').getAttribute('data-mode')) === 'move') await page.keyboard.press('Enter');
      else if ((await game.locator('#die').getAttribute('data-mode')) === 'roll') await page.keyboard.press('Space');
    }
    expect(await banner.textContent()).toMatch(/^Yellow (is rolling|rolls again)…$/);
  });

  test('three people pass one phone: each turn named on the banner, a pause, and a whole game to its places', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('ludo', { mode: 'quick' }));
    await game.getByRole('group', { name: 'People' }).getByRole('button', { name: '3' }).tap();
    await game.getByRole('group', { name: 'Computer' }).getByRole('button', { name: '0' }).tap();
    expect(await game.locator('#overlay [data-text]').textContent()).toContain('Pass the phone: Red, Green, Yellow take turns.');
    await game.getByRole('button', { name: 'Play' }).tap();
    await expectPhase(game, 'playing');

    const banner = game.locator('#banner');
    const die = game.locator('#die');
    expect(await banner.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => banner.textContent()).toBe("Red's turn — roll the die");

    // The first roll, then a pause: the paused game takes no roll.
    await page.keyboard.press('Space');
    await expect.poll(() => answeredInputs(game)).toBeGreaterThan(0);
    await page.keyboard.press('KeyP');
    await expectPhase(game, 'paused', 'P pauses');
    expect(await game.getByRole('group', { name: 'People' }).isVisible(), 'no setup while paused').toBe(false);
    const answeredWhilePaused = await answeredInputs(game);
    await page.keyboard.press('Digit1');
    await page.keyboard.press('ArrowRight');
    expect(await answeredInputs(game), 'a paused game takes no input').toBe(answeredWhilePaused);
    await game.getByRole('button', { name: 'Resume' }).tap();
    await expectPhase(game, 'playing', 'Resume plays on');

    // Each person in turn: roll (Space, or a tap on the die), then choose a token (→ to change
    // the chosen one, Enter to move it) until two of the three have every token home.
    const frame = page.frames().find((f) => f.url().includes('/games/ludo/'))!;
    // One look at the game per key press: the die's mode (roll, move, or waiting), the phase, the banner.
    const look = () =>
      frame.evaluate(() => ({
        mode: document.querySelector('#die')?.getAttribute('data-mode'),
        phase: document.documentElement.dataset.state,
        banner: document.querySelector('#banner')?.textContent ?? '',
      }));
    const turns = new Set<string>();
    for (let i = 0; i < 3000; i += 1) {
      const { mode, phase, banner: said } = await look();
      if (phase === 'over') break;
      if (mode === 'roll') {
        turns.add(said.replace(/ — roll the die$|, roll again!$/, ''));
        if (i % 7 === 0) await die.tap();
        else await page.keyboard.press('Space');
      } else if (mode === 'move') {
        if (i % 3 === 0) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
      }
    }
    await expectPhase(game, 'over');
    expect([...turns].filter((turn) => /'s turn$/.test(turn)).sort()).toEqual(["Green's turn", "Red's turn", "Yellow's turn"]);

    // The end screen lists the three places; the bridge reports the best score a person made.
    await expect.poll(() => game.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
    const places = [
      ...((await game.locator('#overlay [data-text]').textContent()) ?? '').matchAll(/^(\d)\. (\w+): (\d+) points$/gm),
    ];
    expect(places.map(([, place]) => place)).toEqual(['1', '2', '3']);
    expect(places.map(([, , name]) => name).sort()).toEqual(['Green', 'Red', 'Yellow']);
    expect(await game.locator('#overlay [data-title]').textContent()).toBe(`${places[0]![2]} wins`);
    const score = await expectFinalScoreShown(page);
    expect(score).toBe(Math.max(...places.map(([, , , points]) => Number(points))));
    expect(
      (await bridgeMessages(page)).some((m) => m.type === 'save'),
      'the game was saved as it went',
    ).toBe(true);
    expect(await game.getByRole('group', { name: 'People' }).isVisible(), 'the next game’s table can be changed').toBe(true);
    // Up to two hundred rolls on a shared machine: more room than the usual 30 s.
  }, 60_000);
});
