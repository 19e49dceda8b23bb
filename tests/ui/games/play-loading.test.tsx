import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { callsTo, seededGame, signedIn } from './games-screens-kit';
import { gameAddressInLanguage } from '../../../src/domain/game-language';
import { GAME_SANDBOX } from '../../../src/ui/screens/play/play-stage';
import { FRAME_WAIT_MS } from '../../../src/ui/screens/play/game-loading';

/** While the game's own page loads, the play screen shows the game, not a black frame, and never waits for good. */
describe("/play while the game's page loads", () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    server.reset();
  });
  afterAll(() => server.close());

  it("shows the game's picture and name over its frame until the game's page has loaded", async () => {
    const game = seededGame(server);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    const frame = await app.findByTitle(game.name);
    const loading = app.getByRole('status', { name: `Loading ${game.name}` });
    expect(loading).toHaveTextContent(game.name);
    expect(loading.querySelector('img')).not.toBeNull();

    fireEvent.load(frame);
    // Once the page has loaded and the session has answered.
    await waitFor(() => expect(app.queryByRole('status', { name: `Loading ${game.name}` })).not.toBeInTheDocument());
  });

  it("loads a free game's page while its session starts, under the game's picture until the session has answered", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const game = seededGame(server);
    server.backend().faults.add({ match: '/api/play/game/start', delayMs: 60_000, times: 1 });
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    const frame = await app.findByTitle(game.name);
    expect(frame).toHaveAttribute('src', gameAddressInLanguage(game.playUrl, 'en'));
    expect(frame).toHaveAttribute('sandbox', GAME_SANDBOX);
    await waitFor(() => expect(callsTo(server, 'POST', '/api/play/game/start')).toHaveLength(1));
    fireEvent.load(frame);
    const loading = () => app.queryByRole('status', { name: `Loading ${game.name}` });
    expect(loading()).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(loading()).not.toBeInTheDocument());
    // The frame that loaded beside the start is the one played: the page is not loaded again.
    expect(app.getByTitle(game.name)).toBe(frame);
  });

  it("a premium game's page waits for its session: the start is where a plan is checked", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const game = seededGame(server, true);
    server.backend().faults.add({ match: '/api/play/game/start', delayMs: 60_000, times: 1 });
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    await waitFor(() => expect(callsTo(server, 'POST', '/api/play/game/start')).toHaveLength(1));
    expect(app.queryByTitle(game.name)).not.toBeInTheDocument();
    expect(app.getByRole('status')).toHaveTextContent('Starting the game…');
  });

  it("offers Try again when the game's page has not loaded in time, and Try again loads it afresh", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const game = seededGame(server);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    const frame = await app.findByTitle(game.name);
    const loading = () => app.getByRole('status', { name: `Loading ${game.name}` });
    expect(loading()).not.toHaveTextContent('taking long');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS);
    });
    expect(loading()).toHaveTextContent('The game is taking long to load.');
    fireEvent.click(app.getByRole('button', { name: 'Try again' }));

    const again = app.getByTitle(game.name);
    expect(again).not.toBe(frame);
    expect(again).toHaveAttribute('src', frame.getAttribute('src'));
    expect(loading()).not.toHaveTextContent('taking long');
  });
});
