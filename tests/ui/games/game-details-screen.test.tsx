import { describe, expect, it } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { GameDetailStore } from '../../../src/application/stores/game-detail.store';
import { seededGame, signedIn, waitForCards } from './games-screens-kit';
import { gameAddressInLanguage } from '../../../src/domain/game-language';

describe('/game-details/{gameUniqueName}', () => {
  const server = useMockServer();

  const db = () => server.backend().ctx.db;
  const section = async (app: ReturnType<typeof renderApp>, name: string) => {
    const heading = await app.findByRole('heading', { level: 2, name });
    return heading.closest('section') as HTMLElement;
  };

  it('shows the game, its reviews best first and its similar games', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`);

    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
    expect(app.getByText(game.description)).toBeInTheDocument();
    expect(app.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(
      app.getByText(`Rated ${Math.round(game.ratingAverage * 10) / 10} out of 5 by ${game.ratingCount} players`),
    ).toBeInTheDocument();

    const reviews = await section(app, 'Reviews');
    await waitFor(() => expect(within(reviews).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
    const stars = within(reviews)
      .getAllByText(/out of 5 stars$/)
      .map((el) => Number(el.textContent?.split(' ')[0]));
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const best = db()
      .rating.findMany({ where: { gameId: { equals: game.id } } })
      .sort((a, b) => b.rating - a.rating)[0];
    expect(within(reviews).getAllByRole('listitem')[0]).toHaveTextContent(best?.userName ?? '?');

    const similar = await section(app, 'Similar games');
    const sameGenre = db()
      .game.findMany({ where: { genre: { equals: game.genre } } })
      .filter((g) => g.id !== game.id)
      .map((g) => g.name);
    // Each card is a link to its game page (a free game's card also has a Play link).
    const cards = await waitForCards(similar, Math.min(10, sameGenre.length));
    // Spec §9 "Similar games: page 1, 10 items": the game's own genre, without the game itself.
    expect(cards.length).toBe(Math.min(10, sameGenre.length));
    for (const card of cards) expect(sameGenre).toContain(card.getAttribute('aria-label'));
  });

  it('Like toggles aria-pressed and moves the count by one, both ways', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    const like = await app.findByRole('button', { name: 'Like' });
    const before = like.getAttribute('aria-pressed') === 'true';
    // The count is the button's description, shown beside it.
    const count = () =>
      Number(document.getElementById(like.getAttribute('aria-describedby') ?? '')?.textContent?.replace(/\D/g, ''));
    const start = count();

    await ui.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(!before)));
    expect(count()).toBe(start + (before ? -1 : 1));
    await ui.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(before)));
    expect(count()).toBe(start);
  });

  it("Favourite shows 'Saved as favorites', and See Favorite opens /favorite with the game", async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });

    await ui.click(await app.findByRole('button', { name: 'Add to favourites' }));
    const dialog = await app.findByRole('dialog', { name: 'Saved as favorites' });
    expect(within(dialog).getByText('This game is added to your favorite list')).toBeInTheDocument();
    expect(app.getByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();

    await ui.click(within(dialog).getByRole('button', { name: 'See Favorite' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/favorite'));
    expect(await app.findByRole('link', { name: game.name })).toHaveAttribute('href', `/game-details/${game.uniqueName}`);
  });

  it("Remove from favourites shows 'Removed from favorites'", async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    db().bookmark.create({ id: 'bm-test', userId: DEMO_FREE_USER.id, gameId: game.id, createdAt: new Date().toISOString() });
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(await app.findByRole('button', { name: 'Remove from favourites' }));
    expect(await app.findByRole('dialog', { name: 'Removed from favorites' })).toHaveTextContent(
      'This game is removed from your favorite list',
    );
  });

  it("rates with a comment: 'Success', the new average, and the review in the list", async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const stars = await app.findByRole('radiogroup', { name: 'Your rating' });

    await ui.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await ui.type(app.getByRole('textbox', { name: 'Comment' }), 'Tight controls, <b>great</b> music');
    expect(app.getByText('34 / 500')).toBeInTheDocument();
    await ui.click(app.getByRole('button', { name: 'Submit rating' }));

    expect(await app.findByRole('dialog', { name: 'Success' })).toHaveTextContent('Game rated successfully!');
    const mine = db().rating.findFirst({ where: { gameId: { equals: game.id }, userId: { equals: DEMO_SUBSCRIBER.id } } });
    expect(mine).toMatchObject({ rating: 4, comment: 'Tight controls, <b>great</b> music' });
    const updated = db().game.findFirst({ where: { id: { equals: game.id } } });
    expect(updated?.ratingCount).toBe(game.ratingCount + 1);
    expect(
      app.getByText(`Rated ${Math.round((updated?.ratingAverage ?? 0) * 10) / 10} out of 5 by ${game.ratingCount + 1} players`),
    ).toBeInTheDocument();
    const reviews = await section(app, 'Reviews');
    // The comment is text: the markup shows as typed and makes no element.
    expect(await within(reviews).findByText('Tight controls, <b>great</b> music')).toBeInTheDocument();
    expect(reviews.querySelector('b')).toBeNull();
  });

  it("prefills the form with the player's own rating and comment", async () => {
    const rated = db().rating.findFirst({ where: { userId: { equals: DEMO_SUBSCRIBER.id } } });
    const game = db().game.findFirst({ where: { id: { equals: rated?.gameId ?? '' } } });
    const app = renderApp(`/game-details/${game?.uniqueName}`, { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const stars = await app.findByRole('radiogroup', { name: 'Your rating' });
    expect(within(stars).getByRole('radio', { name: `${rated?.rating} stars` })).toBeChecked();
    expect(app.getByRole('textbox', { name: 'Comment' })).toHaveValue(rated?.comment);
  });

  it('shows the field error beside the stars and sends nothing without a rating', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.type(await app.findByRole('textbox', { name: 'Comment' }), 'No stars');
    await ui.click(app.getByRole('button', { name: 'Submit rating' }));
    expect(app.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
    expect(app.getByRole('textbox', { name: 'Comment' })).toHaveValue('No stars');
    expect(
      server
        .backend()
        .log.list()
        .some((r) => r.path === '/api/play/game/rating'),
    ).toBe(false);
  });

  it('sends a guest who taps Like to /login, remembering the game page', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`);
    await ui.click(await app.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.storage.getItem('previous-url')).toBe(`/game-details/${game.uniqueName}`);
  });

  it("says 'Game not found' with a link home for an unknown game", async () => {
    const app = renderApp('/game-details/no-such-game');
    expect(await app.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
    expect(app.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  });

  // A 5xx takes the spec's three retries (6 s) first; a refusal that is no envelope is not retried
  // and takes the same path. The application test covers the 5xx itself.
  const failOnce = () =>
    server.backend().faults.add({ match: '/api/play/game/detail/byname/', status: 400, body: 'busy', times: 1 });

  it('a server error is not "not found": it offers Retry, which shows the game', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    failOnce();
    const app = renderApp(`/game-details/${game.uniqueName}`);
    const alert = await app.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'This game could not be loaded' })).toBeInTheDocument();
    expect(app.queryByText('Game not found')).not.toBeInTheDocument();
    await ui.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
  });

  it('a game page that failed to load recovers by itself when the network returns', async () => {
    const game = seededGame(server);
    failOnce();
    const app = renderApp(`/game-details/${game.uniqueName}`);
    await app.findByRole('heading', { level: 1, name: 'This game could not be loaded' });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
  });

  it('shows the game whose address differs from its name only in case', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName.toUpperCase()}`);
    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
  });

  it('Play opens the play screen, and Exit game comes back to this page', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    await ui.click(await app.findByRole('button', { name: 'Play' }));
    expect(await app.findByTitle(game.name)).toHaveAttribute('src', gameAddressInLanguage(game.playUrl, 'en'));
    await ui.click(app.getByRole('button', { name: 'Exit game' }));
    expect(await app.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(`/game-details/${game.uniqueName}`);
    // Exit went back in the history instead of stacking a second copy of the game page.
    expect(app.router.state.historyAction).toBe('POP');
  });

  it('clears the game detail when the player leaves the page', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`);
    await app.findByRole('heading', { level: 1, name: game.name });
    expect(app.resolver.get(GameDetailStore).game?.id).toBe(game.id);
    await act(() => app.router.navigate('/home'));
    await waitFor(() => expect(app.resolver.get(GameDetailStore).game).toBeNull());
  });
});
