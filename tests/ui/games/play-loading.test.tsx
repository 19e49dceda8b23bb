import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { seededGame, signedIn } from './games-screens-kit';
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
    expect(app.queryByRole('status', { name: `Loading ${game.name}` })).not.toBeInTheDocument();
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
