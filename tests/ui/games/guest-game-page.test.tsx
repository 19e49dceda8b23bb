import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { seededGame, signedIn } from './games-screens-kit';

/*
 * A guest on a game page: sign-in is asked for only where it is needed, and what was tapped is
 * finished after login on the same device.
 */
describe('a guest on a game page', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    cleanup();
    server.reset();
  });
  afterAll(() => server.close());

  const likes = (userId: string, gameId: string) =>
    server.backend().ctx.db.like.count({ where: { userId: { equals: userId }, gameId: { equals: gameId } } });

  it('taps Like, logs in, and finds the game liked', async () => {
    const game = server
      .backend()
      .ctx.db.game.findMany({ where: { isPremium: { equals: false } } })
      .find((g) => likes(DEMO_FREE_USER.id, g.id) === 0);
    if (!game) throw new Error('The free user likes every game');
    expect(likes(DEMO_FREE_USER.id, game.id)).toBe(0);
    const asGuest = renderApp(`/game-details/${game.uniqueName}`);
    await userEvent.setup().click(await asGuest.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(asGuest.router.state.location.pathname).toBe('/login'));
    const device = asGuest.storage.dump();
    cleanup();

    // Back on the game page after logging in on the same device.
    const asPlayer = renderApp(`/game-details/${game.uniqueName}`, {
      storage: { ...device, ...signedIn(server, DEMO_FREE_USER.id) },
    });
    await waitFor(() => expect(asPlayer.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true'));
    expect(likes(DEMO_FREE_USER.id, game.id)).toBe(1);
  });

  it('fills in a rating, logs in, and finds the form still filled (not sent unseen)', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const asGuest = renderApp(`/game-details/${game.uniqueName}`);
    await ui.click(await asGuest.findByRole('radio', { name: '4 stars' }));
    await ui.type(asGuest.getByLabelText('Comment'), 'Great fun on the bus');
    await ui.click(asGuest.getByRole('button', { name: /submit|rate|send/i }));
    await waitFor(() => expect(asGuest.router.state.location.pathname).toBe('/login'));
    const device = asGuest.storage.dump();
    cleanup();

    const asPlayer = renderApp(`/game-details/${game.uniqueName}`, {
      storage: { ...device, ...signedIn(server, DEMO_FREE_USER.id) },
    });
    await waitFor(() => expect(asPlayer.getByLabelText('Comment')).toHaveValue('Great fun on the bus'));
    expect(asPlayer.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('sees a premium game locked with the cheapest plan and one way to the plans that comes back here', async () => {
    const game = seededGame(server, true);
    const slots = server.backend().ctx.db.pricingSlot.findMany({ where: { area: { equals: 'general' } } });
    const cheapest = [...slots].sort((a, b) => a.price - b.price)[0];
    const app = renderApp(`/game-details/${game.uniqueName}`);
    const offer = await app.findByRole('region', { name: 'Premium game' });
    expect(offer).toHaveTextContent('Premium game: included in every plan');
    await waitFor(() => expect(offer).toHaveTextContent(`From ${cheapest?.price} ${cheapest?.currency}`));
    // Play says where it leads a guest.
    expect(app.getByRole('button', { name: 'Log in to play' })).toBeInTheDocument();
    expect(app.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    // Buying needs an account: the guest logs in first and comes back to this game.
    await userEvent.setup().click(app.getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.storage.dump()['previous-url']).toBe(`/game-details/${game.uniqueName}`);
  });

  it('shows no plan offer to a subscriber, whose plan already unlocks the game', async () => {
    const game = seededGame(server, true);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    await app.findByRole('heading', { level: 1, name: game.name });
    await waitFor(() => expect(app.queryByRole('region', { name: 'Premium game' })).not.toBeInTheDocument());
  });
});
