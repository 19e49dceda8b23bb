import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectFinalScoreShown, expectPhase, openGame, recordBridge, titleFor } from './support/bundled-game';
import { cachedEntries, setupInstalledBrowser, workerInControl } from './support/installed-browser';
import { answeredInputs, gamePhase } from './support/play-game';
import { loginAs } from './support/accounts';

/**
 * A game's progress survives on the device (docs/decisions/0050): a round left by a reload resumes
 * with its board and score, online and offline, and the best score stays through a reload and a new
 * day, shown on the game's page. Each test has its own browser profile, as an installed app has.
 */
const installed = setupInstalledBrowser();
const MOVES = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'];

/** 2048's board as the player sees it: each tile's row, column and value, in reading order. */
async function boardOf(game: FrameLocator): Promise<string> {
  const tiles = await game
    .locator('#tiles .tile:not(.gone)')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${(el as HTMLElement).style.getPropertyValue('--r')},${(el as HTMLElement).style.getPropertyValue('--c')}=${el.textContent}`,
      ),
    );
  return tiles.sort().join(' ');
}

/** What the portal keeps on the device for a guest's title (IndexedDB), or undefined. */
const storedProgress = (page: Page, title: string) =>
  page.evaluate(
    (key) =>
      new Promise<{ best?: number; state?: unknown } | undefined>((resolve, reject) => {
        const open = indexedDB.open('portal-game-progress');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('progress')) return resolve(undefined);
          const get = db.transaction('progress').objectStore('progress').get(key);
          get.onsuccess = () => resolve(get.result as { best?: number; state?: unknown } | undefined);
          get.onerror = () => reject(get.error);
        };
      }),
    `guest\n${title}`,
  );

async function playUntilScored(page: Page, game: FrameLocator): Promise<void> {
  for (let i = 0; i < 40 && (await game.locator('#score').textContent()) === '0'; i += 1)
    await page.keyboard.press(MOVES[i % 4]!);
  expect(await answeredInputs(game)).toBeGreaterThan(0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Plays today's challenge from /home as far as the portal can tell: opens it with the card's Play,
 * waits for its game to run, and has the game's own page post the end of its round and the moments
 * it sends for achievements through the bridge, as a game does. Offline, the game comes from the
 * device's copy. Returns the challenge's game.
 */
async function playTodaysChallenge(page: Page, { offline = false } = {}): Promise<string> {
  await page.goto('/home');
  const play = page.getByRole('region', { name: 'Today’s challenge' }).getByRole('link', { name: 'Play today’s challenge' });
  await play.waitFor();
  const [, slug, mode] = /^\/play\/([a-z0-9-]+)\?mode=([a-z0-9-]+)&seed=\d+$/.exec((await play.getAttribute('href')) ?? '')!;
  if (offline) {
    // The card keeps today's game on the device as it is shown: wait for it, then lose the network.
    await expect
      .poll(() => page.evaluate((url) => caches.match(url, { ignoreSearch: true }).then(Boolean), `/games/${slug}/`))
      .toBe(true);
    await page.context().setOffline(true);
  }
  await play.click();
  // Offline, the play screen waits out the start call's retries (spec §7) before the game opens.
  await expect.poll(() => gamePhase(page.frameLocator('iframe').first()), { timeout: 30_000 }).not.toBeNull();
  const game = page.frames().find((frame) => frame.url().includes(`/games/${slug}/`))!;
  await game.evaluate(
    ({ slug, mode }) => {
      const send = (message: object) => parent.postMessage({ source: 'portal-game', game: slug, ...message }, '*');
      send({ type: 'achievement', event: 'win', key: `${slug}-${mode}` });
      send({ type: 'achievement', event: 'clean-round', key: `${slug}-${mode}` });
      send({ type: 'game-over', key: `${slug}-${mode}`, score: 10 });
    },
    { slug: slug!, mode: mode! },
  );
  await page.getByRole('button', { name: 'Exit game' }).click();
  await page
    .getByRole('region', { name: 'Today’s challenge' })
    .getByText('Your score today: 10. Practice rounds do not count.')
    .waitFor();
  return slug!;
}

/** The profile's "Your progress": its streak line and how many achievements are earned. */
async function profileProgress(page: Page): Promise<{ text: string; earned: number }> {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your progress' });
  const count = section.getByText(/^\d+ of \d+ earned$/);
  await count.waitFor();
  return { text: (await section.textContent()) ?? '', earned: Number(/^(\d+)/.exec((await count.textContent())!)![1]) };
}

describe('a game’s progress on the device', () => {
  test('a guest’s streak of 3 days, the last played offline, and their achievements stay after logging in; another account on the phone sees none', async () => {
    const page = await installed.open();
    // Three days in a row in Bangladesh, moved on the page's clock, ending now.
    const today = Date.now();
    await page.clock.setFixedTime(today - 2 * DAY_MS);
    await page.goto('/home');
    await workerInControl(page);
    await playTodaysChallenge(page);
    await page.clock.setFixedTime(today - DAY_MS);
    await playTodaysChallenge(page);
    await page.clock.setFixedTime(today);
    await playTodaysChallenge(page, { offline: true });
    const card = page.getByRole('region', { name: 'Today’s challenge' });
    await card.getByText('3 days in a row. See you tomorrow!').waitFor();
    await page.context().setOffline(false);

    await loginAs(page, 'free');
    await page.goto('/home');
    await card.getByText('3 days in a row. See you tomorrow!').waitFor();
    const mine = await profileProgress(page);
    expect(mine.text).toContain('Longest streak: 3 days');
    // Each game's first round, and the moment the game sent for its own win or clean round.
    expect(mine.earned).toBeGreaterThanOrEqual(2);
    expect(mine.text).toMatch(/A win|A clean round/);

    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await loginAs(page, 'subscriber');
    const theirs = await profileProgress(page);
    expect(theirs.earned).toBe(0);
    expect(theirs.text).toContain('No streak yet: play today’s challenge to start one.');
    await page.goto('/home');
    await card.getByText('No streak yet: play today’s challenge to start one.').waitFor();
  });

  test('a round reloaded mid-play resumes with its board and score, online and then offline', async () => {
    const page = await installed.open();
    const title = titleFor('2048', { mode: 'classic' });
    await page.goto('/home');
    await workerInControl(page);
    let game = await openGame(page, title);
    await expectPhase(game, 'playing');
    await playUntilScored(page, game);
    const board = await boardOf(game);
    const score = await game.locator('#score').textContent();
    await expect.poll(async () => (await storedProgress(page, title))?.state, { message: 'the round is kept' }).toBeTruthy();

    await page.reload();
    game = page.frameLocator('iframe').first();
    await expect.poll(() => boardOf(game), { message: 'the same board after a reload' }).toBe(board);
    expect(await game.locator('#score').textContent()).toBe(score);

    // The played game is on the device, so the same round resumes without a network.
    await expect.poll(() => cachedEntries(page, 'portal-saved-games'), { message: 'the played game is kept' }).toBe(1);
    await page.context().setOffline(true);
    await page.reload();
    game = page.frameLocator('iframe').first();
    // Offline, the play screen waits out the start call's retries (spec §7) before the game opens.
    await expect.poll(() => boardOf(game), { message: 'the same board offline', timeout: 20_000 }).toBe(board);
    expect(await game.locator('#score').textContent()).toBe(score);
  });

  test('the best score stays through a reload and a new day, and an unfinished round is offered as Resume', async () => {
    const page = await installed.open();
    const title = titleFor('2048', { mode: 'mini' });
    await recordBridge(page);
    let game = await openGame(page, title);
    await expectPhase(game, 'playing');
    for (let i = 0; i < 600 && (await game.locator('html').getAttribute('data-state')) !== 'over'; i += 1) {
      await page.keyboard.press(MOVES[i % 4]!);
      if (i % 16 === 0 && (await game.getByRole('button', { name: 'Keep going' }).isVisible()))
        await page.keyboard.press('Enter');
    }
    const best = await expectFinalScoreShown(page);
    await expect.poll(async () => (await storedProgress(page, title))?.best, { message: 'the best is kept' }).toBe(best);

    await page.goto(`/game-details/${title}`);
    await page.getByText(`Your best: ${best.toLocaleString('en')}`).waitFor();
    await expect(page.getByRole('button', { name: 'Play', exact: true }).isVisible()).resolves.toBe(true);

    // Tomorrow, after the phone was off: still there.
    await page.clock.setFixedTime(Date.now() + 26 * 60 * 60 * 1000);
    await page.reload();
    await page.getByText(`Your best: ${best.toLocaleString('en')}`).waitFor();

    // A new round left after a few moves is waiting on the game page, and Resume brings it back.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    game = page.frameLocator('iframe').first();
    await expectPhase(game, 'playing');
    await playUntilScored(page, game);
    const board = await boardOf(game);
    await expect.poll(async () => (await storedProgress(page, title))?.state, { message: 'the round is kept' }).toBeTruthy();
    await page.getByRole('button', { name: 'Exit game' }).click();
    await page.getByRole('button', { name: 'Resume' }).click();
    game = page.frameLocator('iframe').first();
    await expect.poll(() => boardOf(game), { message: 'Resume brings back the same board' }).toBe(board);
  });
});
