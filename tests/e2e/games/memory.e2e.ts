import { describe, expect, test } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { setupBrowser } from '../support/browser';
import { answeredInputs, gamePhase } from '../support/play-game';
import { bridgeMessages, expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from '../support/bundled-game';

const e2e = setupBrowser();

/**
 * Plays a round to its end as a player with a good memory: turn an unseen card, then its partner
 * if it was seen before, else another unseen card. Each card's name is read from its accessible
 * name once it is face up. `between` runs after every move (two cards).
 */
async function playToEnd(game: FrameLocator, between: (move: number) => Promise<void> = async () => {}): Promise<void> {
  const cards = game.locator('#grid .card');
  const count = await cards.count();
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const turn = async (i: number) => {
    await cards.nth(i).click();
    const label = (await cards.nth(i).getAttribute('aria-label'))!;
    seen.set(i, label.replace(/^Card \d+, /, '').replace(/, matched$/, ''));
    return label.endsWith(', matched');
  };
  const knownPair = () => {
    for (const [i, name] of seen)
      for (const [j, other] of seen) if (i < j && name === other && !matched.has(i) && !matched.has(j)) return [i, j] as const;
    return null;
  };
  const unseen = () => Array.from({ length: count }, (_, i) => i).find((i) => !seen.has(i));
  for (let move = 0; move < count * 2 && matched.size < count && (await gamePhase(game)) !== 'over'; move += 1) {
    const pair = knownPair();
    if (pair) {
      await turn(pair[0]);
      await turn(pair[1]);
      pair.forEach((i) => matched.add(i));
    } else {
      const first = unseen()!;
      await turn(first);
      const partner = [...seen].find(([i, other]) => i !== first && other === seen.get(first))?.[0];
      const second = partner ?? unseen()!;
      if (await turn(second)) [first, second].forEach((i) => matched.add(i));
    }
    await between(move);
  }
}

describe('Memory Match in the portal', () => {
  test('a guest matches every pair alone, pausing once, then two players take turns to the end and see who won', async () => {
    const { page } = e2e;
    await recordBridge(page);
    const game = await openGame(page, titleFor('memory', { mode: 'classic' }));
    await expectPhase(game, 'ready');
    await expect(game.getByRole('button', { name: '1 player' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await game.getByRole('button', { name: 'Play', exact: true }).click();
    await expectPhase(game, 'playing');

    await playToEnd(game, async (move) => {
      if (move !== 2) return;
      await page.keyboard.press('KeyP');
      await expectPhase(game, 'paused', 'P pauses');
      const whilePaused = await answeredInputs(game);
      await game.locator('#grid .card').first().click({ force: true });
      expect(await answeredInputs(game), 'a paused table turns no card').toBe(whilePaused);
      await game.getByRole('button', { name: 'Resume' }).click();
      await expectPhase(game, 'playing', 'Resume plays on');
    });
    await expectPhase(game, 'over');
    expect(await expectFinalScoreShown(page)).toBeGreaterThan(0);
    await expect.poll(() => game.getByRole('heading', { name: 'All matched!' }).isVisible()).toBe(true);

    // Two players on one phone: chosen on the end screen, the turn shown large and announced.
    await game.getByRole('button', { name: '2 players' }).click();
    await game.getByRole('button', { name: 'Play again' }).click();
    await expectPhase(game, 'playing');
    const turnName = game.locator('#turn-name');
    await expect(turnName.getAttribute('aria-live')).resolves.toBe('polite');
    await expect.poll(() => turnName.textContent()).toBe("Player 1's turn");
    // The first move turns two unseen cards: a miss passes the turn, a match keeps it.
    const cards = game.locator('#grid .card');
    await cards.nth(0).click();
    await cards.nth(1).click();
    const missed = !(await cards.nth(1).getAttribute('aria-label'))!.endsWith('matched');
    await expect.poll(() => turnName.textContent()).toBe(missed ? "Player 2's turn" : 'Match! Player 1 goes again.');

    const overBefore = (await bridgeMessages(page)).filter((m) => m.type === 'game-over').length;
    await playToEnd(game);
    await expectPhase(game, 'over');
    const title = game.locator('#overlay [data-title]');
    await expect.poll(() => title.textContent()).toMatch(/^(Player [12] wins!|It's a draw!)$/);
    const tally = (await game.locator('#overlay [data-text]').textContent())!;
    const [one, two] = [...tally.matchAll(/Player [12]: (\d+) pairs/g)].map(([, n]) => Number(n));
    expect(one! + two!, 'the players’ pairs add up to every pair').toBe(8);
    expect(await title.textContent()).toBe(one === two ? "It's a draw!" : `Player ${one! > two! ? 1 : 2} wins!`);
    await expect.poll(async () => (await bridgeMessages(page)).filter((m) => m.type === 'game-over').length).toBe(overBefore + 1);
  });
});
