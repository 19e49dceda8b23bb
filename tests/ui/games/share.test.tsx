import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';
import { seededGame } from './games-screens-kit';

describe('Share on the game page', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    cleanup();
    server.reset();
    Reflect.deleteProperty(navigator, 'share');
  });
  afterAll(() => server.close());

  it("copies the game's link and says 'Link copied' where the browser has no share sheet", async () => {
    // user-event puts a clipboard on navigator; jsdom has no navigator.share.
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`);
    await ui.click(await app.findByRole('button', { name: 'Share' }));

    expect(await app.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${TEST_ORIGIN}/game-details/${game.uniqueName}`);
  });

  it("opens the browser's share sheet with the game's link where there is one", async () => {
    const ui = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const game = seededGame(server);
    const app = renderApp(`/game-details/${game.uniqueName}`);
    await ui.click(await app.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: game.name,
      text: `Play ${game.name}`,
      url: `${TEST_ORIGIN}/game-details/${game.uniqueName}`,
    });
    expect(app.queryByText('Link copied')).not.toBeInTheDocument();
  });
});
