import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { signedIn } from '../shell/signed-in';
import { rowSection, topTenNames, waitForCards } from './games-screens-kit';
import { encodeFriendChallenge } from '../../../src/domain/friend-challenge';

describe('/home rows', () => {
  const server = useMockServer();

  it('shows every public row with its games, each card a link to the game named by the game', async () => {
    const app = renderApp('/home');
    const topTen = await rowSection(app, 'Top ten');
    const [first] = topTenNames(server);
    const card = await within(topTen).findByRole('link', { name: first });
    expect(card.getAttribute('href')).toMatch(/^\/game-details\//);
    for (const title of [
      'Trailers',
      'Spotlight',
      'Quick play',
      'Trending',
      'Latest games',
      "Gamers' choice",
      'Suggested for you',
      'Weekly top',
      'Kids',
      'Horror',
      'Racing',
      'Arcade',
      'Shooter',
      'Adventure',
      'Logic',
      'Fun',
      'Sports',
      'Puzzle',
      'Premium games',
      'Free games',
    ]) {
      expect(app.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('sizes the selected genre rows as spec §9 says (racing 4, arcade 3)', async () => {
    const app = renderApp('/home');
    const racing = await rowSection(app, 'Racing');
    expect(await waitForCards(racing, 1)).toHaveLength(4);
    const arcade = await rowSection(app, 'Arcade');
    expect(await waitForCards(arcade, 1)).toHaveLength(3);
    expect(within(racing).getByRole('link', { name: 'See all Racing' })).toHaveAttribute('href', '/genres/racing');
  });

  it('shows a guest who has not played yet no Continue playing or favourites row', async () => {
    const app = renderApp('/home');
    await rowSection(app, 'Spotlight');
    expect(app.queryByRole('heading', { name: 'Continue playing' })).not.toBeInTheDocument();
    expect(app.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('shows a guest the games played on this device first, in Continue playing, with no See all', async () => {
    const played = server.backend().ctx.db.game.findFirst({ where: { isPremium: { equals: false } } });
    if (!played) throw new Error('No free game in the seed');
    const entry = {
      id: played.id,
      uniqueName: played.uniqueName,
      name: played.name,
      genre: played.genre,
      thumbnailUrl: played.thumbnailUrl,
      isPremium: false,
    };
    const app = renderApp('/home', { storage: { 'played-on-device': JSON.stringify([entry]) } });
    const row = await rowSection(app, 'Continue playing');
    expect(await within(row).findByRole('link', { name: `Play ${played.name}` })).toHaveAttribute(
      'href',
      `/play/${played.uniqueName}`,
    );
    expect(within(row).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    const headings = app.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // Continue playing opens the rows, right under the trailers; the day's challenge follows the
    // first phone screen's three rows (decision 0059).
    expect(headings.indexOf('Continue playing')).toBe(headings.indexOf('Trailers') + 1);
    expect(headings.indexOf('Today’s challenge')).toBe(headings.indexOf('Continue playing') + 3);
  });

  it("puts the day's challenge right under the trailers when a friend's challenge link opened /home", async () => {
    const app = renderApp(`/home?${encodeFriendChallenge({ game: 'snake', mode: 'classic', seed: 7, score: 120 })}`);
    await app.findByRole('heading', { level: 2, name: 'Today’s challenge' });
    const headings = app.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Today’s challenge')).toBe(headings.indexOf('Trailers') + 1);
  });

  it('shows a logged-in player their Continue playing (recently played) and favourites rows', async () => {
    const app = renderApp('/home', { storage: signedIn(server) });
    const recent = await rowSection(app, 'Continue playing');
    await waitForCards(recent, 1);
    expect(within(recent).getByRole('link', { name: 'See all Continue playing' })).toHaveAttribute('href', '/recently-played');
    const favorites = await rowSection(app, 'Favourites');
    await waitForCards(favorites, 1);
    expect(within(favorites).getByRole('link', { name: 'See all Favourites' })).toHaveAttribute('href', '/favorite');
  });

  it('shows a failed row its own message and Retry, the other rows still load, and Retry recovers', async () => {
    // A "not OK" envelope is not retried by the HTTP client (only a missing answer or a 5xx is),
    // so the failure reaches the row at once and the test needs no timers.
    server.backend().faults.add({
      match: '/api/play/games/top/ten',
      body: JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: 'Top ten is resting' }] }),
    });
    const app = renderApp('/home');
    const topTen = await rowSection(app, 'Top ten');
    expect(await within(topTen).findByText('Top ten is resting')).toBeInTheDocument();
    const trending = await rowSection(app, 'Trending');
    await waitForCards(trending, 1);

    await userEvent.setup().click(within(topTen).getByRole('button', { name: 'Retry' }));
    expect(await within(topTen).findByRole('link', { name: topTenNames(server)[0] })).toBeInTheDocument();
    expect(within(topTen).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('leads from a trailer to its game', async () => {
    const app = renderApp('/home');
    const trailers = await rowSection(app, 'Trailers');
    const [first] = await waitForCards(trailers, 1);
    expect(first).toHaveAccessibleName(/.+/);
  });
});
