import { describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs } from './support/accounts';
import { setupBrowser } from './support/browser';
import { countRequests } from './support/mock-control';

const e2e = setupBrowser();
/** The titles the bundled games show in their own header (public/games/*). */
const GAME_TITLES = [
  'Snake',
  '2048',
  'Memory',
  'Breakout',
  'Runner',
  'Quiz',
  'Cricket',
  'Racer',
  'Space Shooter',
  'Carrom',
  'Word Guess',
  'Ludo',
  'Blocks',
  'Minesweeper',
  'Penalty Kick',
];

/** The section a level-2 heading names (a home row, Reviews, Results). */
const section = (page: Page, title: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Game cards are links to a game page, each named by its game. */
const cardsIn = (scope: Locator): Locator => scope.locator('a[href^="/game-details/"]');

describe('the catalogue in a phone browser', () => {
  // The whole catalogue journey: home, a genre, Load more, a game page, like, favourite, See Favorite,
  // /favorite, rate with a comment, play a game and find it in recently played.
  test('a player finds a game by genre, likes, saves and rates it, plays it, and finds it in Continue playing', async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');

    // Home, then a genre through the bottom navigation.
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Genres', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Genres' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Racing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Racing' }).waitFor();
    const grid = page.getByRole('main');
    await cardsIn(grid).first().waitFor();
    const firstPage = await cardsIn(grid).count();
    expect(firstPage).toBeGreaterThan(0);

    // Load more asks for page 2; the button goes once a page comes back empty (spec §4).
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => countRequests('GET', '/api/play/v3/games/genre/byname/racing/2/20/false')).toBe(1);
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    expect(await cardsIn(grid).count()).toBeGreaterThanOrEqual(firstPage);

    // A game page.
    const card = cardsIn(grid).first();
    const gameName = (await card.getAttribute('aria-label')) ?? '';
    const gamePath = (await card.getAttribute('href')) ?? '';
    expect(gameName).not.toBe('');
    await card.click();
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(gamePath);

    // Like: aria-pressed flips.
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const liked = await like.getAttribute('aria-pressed');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(liked === 'true' ? 'false' : 'true');

    // Favourite (a seeded favourite is removed first, so the save is real), then See Favorite.
    const remove = page.getByRole('button', { name: 'Remove from favourites' });
    if (await remove.isVisible()) {
      await remove.click();
      await page.getByRole('dialog', { name: 'Removed from favorites' }).getByRole('button', { name: 'Close' }).click();
    }
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved as favorites' });
    await saved.getByText('This game is added to your favorite list').waitFor();
    await saved.getByRole('button', { name: 'See Favorite' }).click();

    // /favorite shows it.
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/favorite');
    await page.getByRole('main').getByRole('link', { name: gameName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();

    // Rate with a comment.
    const comment = `Great ${gameName} run, smooth on my phone`;
    await page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check();
    await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await page.getByRole('button', { name: 'Submit rating' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText('Game rated successfully!').waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    await section(page, 'Reviews').getByText(comment).waitFor();

    // Play: the same-origin iframe loads the demo game and the game draws itself.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/play/'));
    const iframe = page.locator(`iframe[title="${gameName}"]`);
    await iframe.waitFor();
    // The portal's language goes along in the fragment (docs/decisions/0046).
    expect(await iframe.getAttribute('src')).toMatch(/^\/games\/[a-z0-9]+\/(\?[\w=&]+)?#lang=en$/);
    const game = page.frameLocator(`iframe[title="${gameName}"]`);
    // Inside the portal the game's own title bar is hidden (the play bar names the game), so the
    // title is read from the game's document rather than its accessibility tree.
    const title = (await game.locator('h1').first().textContent())?.trim();
    expect(GAME_TITLES).toContain(title);
    await expect.poll(() => countRequests('POST', '/api/play/game/start')).toBe(1);

    // Exit returns to the game page.
    await page.getByRole('button', { name: 'Exit game' }).click();
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(gamePath);
    await expect.poll(() => countRequests('POST', '/api/play/game/session/update')).toBeGreaterThanOrEqual(1);

    // Home: the game leads the 'Continue playing' row (the player's recently played).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    const recent = section(page, 'Continue playing');
    await recent.scrollIntoViewIfNeeded();
    await expect.poll(() => cardsIn(recent).first().getAttribute('aria-label')).toBe(gameName);
  });

  test('search finds a game by part of its name', async () => {
    const { page } = e2e;
    const { name, uniqueName } = inject('seededGame');
    // A lower-case piece from inside the name: the search matches any part, in any case.
    const part = name.toLowerCase().slice(1, Math.min(name.length, 6));
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(part);
    const results = section(page, 'Results');
    const hit = results.getByRole('link', { name, exact: true });
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toBe(`/game-details/${uniqueName}`);
  });
});
