import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from './games-screens-kit';

describe('/favorite', () => {
  const server = useMockServer();

  const db = () => server.backend().ctx.db;
  /** Replaces the free player's bookmarks with `count` games, newest first in game order. */
  function bookmarks(count: number) {
    db().bookmark.deleteMany({ where: { userId: { equals: DEMO_FREE_USER.id } } });
    const games = db().game.getAll().slice(0, count);
    games.forEach((game, i) =>
      db().bookmark.create({
        id: `bm-t${i}`,
        userId: DEMO_FREE_USER.id,
        gameId: game.id,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, count - i)).toISOString(),
      }),
    );
    return games;
  }
  const cards = (app: ReturnType<typeof renderApp>) => app.container.querySelectorAll('a[href^="/game-details/"]').length;

  it('lists the bookmarked games 20 at a time, with Load more until a page comes back empty', async () => {
    const ui = userEvent.setup();
    const games = bookmarks(25);
    const app = renderApp('/favorite', { storage: signedIn(server, DEMO_FREE_USER.id) });

    expect(await app.findByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(await app.findByRole('link', { name: games[0]?.name ?? '?' })).toBeInTheDocument();
    expect(cards(app)).toBe(20);

    await ui.click(app.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards(app)).toBe(25));
    expect(app.getByRole('link', { name: games[24]?.name ?? '?' })).toBeInTheDocument();
    // Spec §4: the flag stays true while the last page returned a game; the next, empty page ends it.
    await ui.click(app.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(app.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(cards(app)).toBe(25);
  });

  it('says there are no favourites yet and offers a way to find a game', async () => {
    bookmarks(0);
    const app = renderApp('/favorite', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(app.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/home');
  });

  it('shows the failure with Retry, and Retry loads the list', async () => {
    const ui = userEvent.setup();
    const games = bookmarks(2);
    server.backend().faults.add({ match: '/api/play/games/bookmarked', status: 400, times: 1 });
    const app = renderApp('/favorite', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(await app.findByRole('button', { name: 'Retry' }));
    expect(await app.findByRole('link', { name: games[1]?.name ?? '?' })).toBeInTheDocument();
  });

  it('is private: a guest is sent to /login', async () => {
    const app = renderApp('/favorite');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });
});
