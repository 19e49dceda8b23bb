import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { signedIn } from '../shell/signed-in';
import { waitForCards } from './games-screens-kit';

const main = () => document.getElementById('content') as HTMLElement;

describe('full game list pages', () => {
  const server = useMockServer();

  it.each([
    ['/latest-games', 'Latest games'],
    ['/trending-games', 'Trending'],
    ['/most-popular', 'Most popular'],
    ['/free-games', 'Free games'],
    ['/spotlight', 'Spotlight'],
  ])('shows a guest %s with its title and games', async (path, title) => {
    const app = renderApp(path);
    expect(await app.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitForCards(main(), 1);
    expect(app.router.state.location.pathname).toBe(path);
  });

  it('offers Load more on a paged list and appends the next page', async () => {
    const app = renderApp('/latest-games');
    await waitForCards(main(), 20);
    await userEvent.setup().click(await app.findByRole('button', { name: 'Load more' }));
    expect(await waitForCards(main(), 40)).toHaveLength(40);
  });

  it('shows a list that is one call without Load more', async () => {
    const app = renderApp('/most-popular');
    expect(await waitForCards(main(), 10)).toHaveLength(10);
    expect(app.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it.each([
    ['/gamers-choice', "Gamers' choice"],
    ['/quick-play', 'Quick play'],
    ['/premium-games', 'Premium games'],
    ['/recently-played', 'Recently played'],
  ])('shows a logged-in player %s', async (path, title) => {
    const app = renderApp(path, { storage: signedIn(server) });
    expect(await app.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitForCards(main(), 1);
  });

  it('sends a guest from a list outside the public routes of spec §2 to the login', async () => {
    const app = renderApp('/gamers-choice');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('shows the raw error and a Retry that loads the list again', async () => {
    server.backend().faults.add({
      match: '/api/play/games/trending',
      body: JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: 'Trending is resting' }] }),
    });
    const app = renderApp('/trending-games');
    expect(await app.findByText('Trending is resting')).toBeInTheDocument();
    await userEvent.setup().click(app.getByRole('button', { name: 'Retry' }));
    await waitForCards(main(), 1);
    expect(app.queryByText('Trending is resting')).not.toBeInTheDocument();
  });
});
