import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { callsTo, seededGame } from './games-screens-kit';

/**
 * A game page never stays on "Loading the game…" for an answer it cannot use as asked: it shows
 * the game the server answered, at that game's own address, or says it cannot, with Retry.
 */
describe('a game page whose detail answer is not the game asked for', () => {
  const server = useMockServer();
  const DETAIL_API = '/api/play/game/detail/byname/';
  const answer = (games: unknown) =>
    server.backend().faults.add({
      match: DETAIL_API,
      times: 1,
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'OK', data: { games }, errors: [] }),
    });
  const detailOf = (game: ReturnType<typeof seededGame>) => ({
    id: game.id,
    uniqueName: game.uniqueName,
    name: game.name,
    description: game.description,
    genre: game.genre,
  });

  it('answered under another uniqueName (a renamed game) shows that game and corrects the address in place', async () => {
    const game = seededGame(server);
    answer(detailOf(game));
    const app = renderApp('/game-details/old-name-of-the-game');

    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/game-details/${game.uniqueName}`));
    expect(app.router.state.historyAction).toBe('REPLACE');
    // The game on screen is not asked for again under its new address.
    expect(callsTo(server, 'GET', `${DETAIL_API}${game.uniqueName}`)).toHaveLength(0);
    expect(callsTo(server, 'GET', `${DETAIL_API}old-name-of-the-game`)).toHaveLength(1);
    expect(app.getByText(game.description)).toBeInTheDocument();
  });

  it.each([
    ['games is text', 'not a game'],
    ['the game has no name', { id: 'g-1', uniqueName: 'snake' }],
    [
      'games is several other games',
      [
        { id: 'a', uniqueName: 'a', name: 'A' },
        { id: 'b', uniqueName: 'b', name: 'B' },
      ],
    ],
  ])('of the wrong shape (%s) says the game could not be loaded, and Retry shows it', async (_, games) => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    answer(games);
    const app = renderApp(`/game-details/${game.uniqueName}`);

    const alert = await app.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'This game could not be loaded' })).toBeInTheDocument();
    await ui.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
  });

  it('holding a 5 MB list of other games says the game could not be loaded, with Retry', async () => {
    const game = seededGame(server);
    const others = Array.from({ length: 70_000 }, (_, i) => ({
      id: `other-${i}`,
      uniqueName: `other-game-${i}`,
      name: `Other game number ${i}`,
    }));
    answer(others);
    const app = renderApp(`/game-details/${game.uniqueName}`);

    const alert = await app.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { level: 1, name: 'This game could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
