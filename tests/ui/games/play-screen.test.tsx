import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { callsTo, seededGame, signedIn } from './games-screens-kit';
import { gameAddressInLanguage } from '../../../src/domain/game-language';

describe('/play/{gameUniqueName}', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    // Unmount first: leaving the play screen sends a session update, which must reach this test's mock.
    cleanup();
    server.reset();
  });
  afterAll(() => server.close());

  it('starts a session and runs the game in a sandboxed iframe named after it', async () => {
    const game = seededGame(server);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });

    const frame = await app.findByTitle(game.name);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', gameAddressInLanguage(game.playUrl, 'en'));
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-pointer-lock');
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(app.getByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
    // A free game's page loads beside its session's start.
    await waitFor(() =>
      expect(callsTo(server, 'POST', '/api/play/game/start').map((r) => r.body)).toEqual([{ gameId: game.id }]),
    );
    // The mock records the play: the game is now first in recently played.
    await waitFor(() =>
      expect(server.backend().ctx.db.recentPlay.count({ where: { gameId: { equals: game.id } } })).toBeGreaterThan(0),
    );
    // jsdom has no Fullscreen API: the button is not offered.
    expect(app.queryByRole('button', { name: 'Fullscreen' })).not.toBeInTheDocument();
  });

  it('Exit game goes to the game page and sends a last session update', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    fireEvent.load(await app.findByTitle(game.name));
    // The cover goes once the page has loaded and the session has answered.
    await waitFor(() => expect(app.queryByRole('status', { name: `Loading ${game.name}` })).not.toBeInTheDocument());

    // Only what this screen sends from now on (a previous test's screen may still be saying goodbye).
    const exitAt = new Date().toISOString();
    await ui.click(app.getByRole('button', { name: 'Exit game' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/game-details/${game.uniqueName}`));
    const updates = () => callsTo(server, 'POST', '/api/play/game/session/update').filter((r) => r.at >= exitAt);
    await waitFor(() => expect(updates()).toHaveLength(1));
    const sessions = server.backend().ctx.db.gameSession.findMany({});
    expect(sessions).toHaveLength(1);
    expect(updates()[0]?.body).toEqual({ sessionid: sessions[0]?.id });
  });

  it("shows the score the game posts from its own frame, and ignores other windows' messages", async () => {
    const game = seededGame(server);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    const frame = (await app.findByTitle(game.name)) as HTMLIFrameElement;
    await act(async () => undefined); // the screen's effects (its message listener) have run
    // The sandboxed game has an opaque origin: its messages arrive with origin 'null'.
    const post = (data: unknown, source: Window | null, origin = 'null') =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });

    post({ source: 'portal-game', type: 'score', game: 'snake', score: 7 }, frame.contentWindow);
    expect(app.getByText('Score 7')).toBeInTheDocument();
    post({ source: 'portal-game', type: 'score', game: 'snake', score: 999 }, window);
    post({ source: 'portal-game', type: 'score', game: 'snake', score: 998 }, frame.contentWindow, 'https://evil.example');
    expect(app.getByText('Score 7')).toBeInTheDocument();
    post({ source: 'portal-game', type: 'game-over', game: 'snake', score: 12 }, frame.contentWindow);
    expect(app.getByText('Game over · Score 12')).toBeInTheDocument();
  });

  it('offers the plans for a premium game to a free player, and remembers the way back', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server, true);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });

    const dialog = await app.findByRole('dialog', { name: 'Premium game' });
    // The server's reason is worded once the notices' words, which come when one is shown, are here.
    expect(await within(dialog).findByText('This is a premium game. Subscribe to play.')).toBeInTheDocument();
    expect(app.queryByTitle(game.name)).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'See plans' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/plans'));
    expect(app.storage.getItem('previous-url')).toBe(`/play/${game.uniqueName}`);
  });

  it('closing the premium dialog goes back to the game page', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server, true);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(within(await app.findByRole('dialog', { name: 'Premium game' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/game-details/${game.uniqueName}`));
  });

  it("says 'Game not found' with a way home for an unknown game", async () => {
    const app = renderApp('/play/no-such-game', { storage: signedIn(server) });
    // The words of a failed start download when one is shown, after the alert itself.
    const alert = await app.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Game not found'));
    expect(app.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(callsTo(server, 'POST', '/api/play/game/start')).toEqual([]);
  });

  it('offers Try again when the start fails, and Try again starts the game', async () => {
    const ui = userEvent.setup();
    const game = seededGame(server);
    server.backend().faults.add({ match: '/api/play/game/start', status: 400, times: 1 });
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    const alert = await app.findByRole('alert');
    await ui.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await app.findByTitle(game.name)).toHaveAttribute('src', gameAddressInLanguage(game.playUrl, 'en'));
  });

  it('lets a guest play a free game at once, reporting the play with the guest id', async () => {
    const game = server.backend().ctx.db.game.findFirst({ where: { isPremium: { equals: false } } });
    if (!game) throw new Error('No free game in the seed');
    const app = renderApp(`/play/${game.uniqueName}`, { storage: { guest_id: 'guest_test1' } });
    const frame = await app.findByTitle(game.name);
    expect(frame).toHaveAttribute('src', gameAddressInLanguage(game.playUrl, 'en'));
    expect(app.router.state.location.pathname).toBe(`/play/${game.uniqueName}`);
    await waitFor(() =>
      expect(callsTo(server, 'POST', '/api/play/game/start').map((r) => r.body)).toEqual([
        { gameId: game.id, guestId: 'guest_test1' },
      ]),
    );
  });

  it('sends a guest who opens a premium game to /login and brings them back to the game afterwards', async () => {
    const game = server.backend().ctx.db.game.findFirst({ where: { isPremium: { equals: true } } });
    if (!game) throw new Error('No premium game in the seed');
    const app = renderApp(`/play/${game.uniqueName}`);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.storage.getItem('previous-url')).toBe(`/play/${game.uniqueName}`);
    expect(callsTo(server, 'POST', '/api/play/game/start')).toEqual([]);
  });

  describe('on a phone held upright', () => {
    afterEach(() => vi.unstubAllGlobals());
    /** A touch screen in portrait, as window.matchMedia reports it (jsdom has none). */
    const portraitPhone = () =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(orientation: portrait)' || query === '(pointer: coarse)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    const gameWith = (orientation: 'portrait' | 'landscape') => {
      const db = server.backend().ctx.db;
      const game = db.game.findMany({ where: { isPremium: { equals: false } } }).find((g) => g.orientation === orientation);
      if (!game) throw new Error(`No free ${orientation} game in the seed`);
      return game;
    };

    it('suggests turning the device for a landscape game, and the hint can be dismissed', async () => {
      const ui = userEvent.setup();
      portraitPhone();
      const game = gameWith('landscape');
      const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
      await app.findByTitle(game.name);
      expect(app.getByText('This game plays best in landscape. Turn your device.')).toBeInTheDocument();
      await ui.click(app.getByRole('button', { name: 'Dismiss' }));
      expect(app.queryByText(/plays best in/)).not.toBeInTheDocument();
    });

    it('says nothing for a portrait game', async () => {
      portraitPhone();
      const game = gameWith('portrait');
      const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
      await app.findByTitle(game.name);
      expect(app.queryByText(/plays best in/)).not.toBeInTheDocument();
    });
  });
});
