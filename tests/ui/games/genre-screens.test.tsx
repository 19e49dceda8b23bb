import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { GenreStore } from '../../../src/application/stores/genre.store';
import { waitForCards } from './games-screens-kit';

const main = () => document.getElementById('content') as HTMLElement;

describe('/genres and /genres/{genre}', () => {
  const server = useMockServer();

  /** Gives a genre more games than the seed has, so that a second page exists. */
  function addGames(genre: string, count: number): void {
    for (let i = 1; i <= count; i += 1) {
      server.backend().ctx.db.game.create({
        id: `g-extra-${i}`,
        uniqueName: `extra-${genre}-${i}`,
        name: `Extra ${genre} ${i}`,
        genre,
        thumbnailUrl: '/mock-assets/art/extra.svg',
        playCount: 0,
        createdAt: '2020-01-01T00:00:00.000Z',
      });
    }
  }

  it('lists every genre once as a link named by the genre, most popular first, and leads to its page', async () => {
    const app = renderApp('/genres');
    expect(await app.findByRole('heading', { level: 1, name: 'Genres' })).toBeInTheDocument();
    const racing = await within(main()).findByRole('link', { name: 'Racing' });
    for (const name of ['Arcade', 'Shooter', 'Adventure', 'Logic', 'Fun', 'Sports', 'Puzzle', 'Kids', 'Horror']) {
      expect(within(main()).getAllByRole('link', { name })).toHaveLength(1);
    }
    const popular = within(main()).getByRole('heading', { level: 2, name: 'Most popular' }).closest('section') as HTMLElement;
    // The seed's most popular genre is Arcade.
    expect(within(popular).getAllByRole('link')[0]).toHaveAccessibleName('Arcade');

    await userEvent.setup().click(racing);
    expect(await app.findByRole('heading', { level: 1, name: 'Racing' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/genres/racing');
  });

  it('appends the next page on Load more and drops the button once a page comes back empty', async () => {
    addGames('horror', 8); // 17 seeded + 8 = 25: a page of 20, a page of 5, then nothing
    const ui = userEvent.setup();
    const app = renderApp('/genres/horror');
    expect(await app.findByRole('heading', { level: 1, name: 'Horror' })).toBeInTheDocument();
    expect(await waitForCards(main(), 20)).toHaveLength(20);
    const firstCard = within(main()).getAllByRole('link')[0];

    await ui.click(app.getByRole('button', { name: 'Load more' }));
    await waitForCards(main(), 25);
    expect(within(main()).getAllByRole('link')[0]).toBe(firstCard);
    await waitFor(() => expect(app.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-disabled', 'true'));

    await ui.click(app.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(app.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(await waitForCards(main(), 25)).toHaveLength(25);
  });

  it('resets the genre list when the player leaves the page', async () => {
    const app = renderApp('/genres/kids');
    await waitForCards(main(), 17);
    const store = app.resolver.get(GenreStore);
    expect(store.games.genre).toBe('kids');

    await userEvent.setup().click(within(main()).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/game-details\//));
    // The genre screen unmounts once the game page's code has arrived (navigations are transitions).
    await waitFor(() => expect(store.games).toMatchObject({ genre: null, items: [], page: 0, hasMore: true }));
  });

  it('says so clearly for a genre that does not exist', async () => {
    const app = renderApp('/genres/no-such-genre');
    expect(await app.findByRole('heading', { level: 1, name: 'Genre not found' })).toBeInTheDocument();
    expect(app.getByText('There is no genre called “no-such-genre”.')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Browse genres' })).toHaveAttribute('href', '/genres');
  });
});
