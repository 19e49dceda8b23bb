import { describe, expect, it } from 'vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { seededGame, signedIn } from './games-screens-kit';
import { gameAddressInLanguage } from '../../../src/domain/game-language';

/** The server answers the next call to `match` only after this long: the tap's own frame comes first. */
const SLOW_MS = 400;

/** Taps and lets React and the stores settle, without letting the (slowed) server answer. */
const tap = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

const filled = (button: HTMLElement) => button.querySelector('svg')?.getAttribute('fill') === 'currentColor';
const status = (scope: HTMLElement, text: string) => within(scope).getByText(text, { selector: '[role="status"]' });

describe('every tap on the game page answers at once', () => {
  const server = useMockServer();

  it('Like shows the state asked for and says so while the server answers; pressed state and count change on success', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    const like = await app.findByRole('button', { name: 'Like' });
    const liked = like.getAttribute('aria-pressed') === 'true';
    const count = () => document.getElementById(like.getAttribute('aria-describedby') ?? '')?.textContent;
    const before = count();
    server.backend().faults.add({ match: '/api/play/game/like', delayMs: SLOW_MS });

    await tap(like);
    // The thumb fills (or empties) in the tap's own frame, and it is announced.
    expect(filled(like)).toBe(!liked);
    expect(like).toHaveAttribute('data-pending', liked ? 'off' : 'on');
    expect(status(app.container, liked ? 'Removing your like…' : 'Liking…')).toBeInTheDocument();
    // Spec §4: the like flips on success, not before.
    expect(like).toHaveAttribute('aria-pressed', String(liked));
    expect(count()).toBe(before);

    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(!liked)));
    expect(filled(like)).toBe(!liked);
    expect(like).not.toHaveAttribute('data-pending');
    expect(count()).not.toBe(before);
    expect(app.container.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it("a failed Like puts the thumb back and shows the server's message in the 'Failed' modal", async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    const like = await app.findByRole('button', { name: 'Like' });
    const liked = like.getAttribute('aria-pressed') === 'true';
    server.backend().faults.add({
      match: '/api/play/game/like',
      delayMs: SLOW_MS,
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: 'Likes are paused for now' }] }),
    });

    await tap(like);
    expect(filled(like)).toBe(!liked);

    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(dialog).toHaveTextContent('Likes are paused for now');
    expect(filled(like)).toBe(liked);
    expect(like).toHaveAttribute('aria-pressed', String(liked));
    expect(like).not.toHaveAttribute('data-pending');
  });

  it('Favourite fills the heart and says so while the server answers', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    const favourite = await app.findByRole('button', { name: 'Add to favourites' });
    server.backend().faults.add({ match: '/api/play/game/bookmark', delayMs: SLOW_MS });

    await tap(favourite);
    expect(filled(favourite)).toBe(true);
    expect(status(app.container, 'Adding to favourites…')).toBeInTheDocument();
    expect(favourite).toHaveAccessibleName('Add to favourites');

    await app.findByRole('dialog', { name: 'Saved as favorites' });
    expect(app.getByRole('button', { name: 'Remove from favourites' })).not.toHaveAttribute('data-pending');
  });

  it('Submit rating says it is sending at once', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const stars = await app.findByRole('radiogroup', { name: 'Your rating' });
    fireEvent.click(within(stars).getByRole('radio', { name: '5 stars' }));
    server.backend().faults.add({ match: '/api/play/game/rating', delayMs: SLOW_MS });

    await tap(app.getByRole('button', { name: 'Submit rating' }));
    expect(app.getByRole('button', { name: 'Sending rating…' })).toHaveAttribute('aria-disabled', 'true');
    expect(status(app.container, 'Sending your rating…')).toBeInTheDocument();

    expect(await app.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(app.getByRole('button', { name: 'Submit rating' })).not.toHaveAttribute('aria-disabled');
  });

  it('Play says the game is starting at once', async () => {
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`, { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const play = await app.findByRole('button', { name: 'Play' });

    // Synchronously in the tap's own task: the play screen's code has not arrived yet.
    act(() => {
      fireEvent.click(play);
    });
    expect(play).toHaveAttribute('aria-busy', 'true');
    expect(status(app.container, 'Starting the game…')).toBeInTheDocument();

    expect(await app.findByTitle(game.name)).toHaveAttribute('src', gameAddressInLanguage(game.playUrl, 'en'));
  });
});
