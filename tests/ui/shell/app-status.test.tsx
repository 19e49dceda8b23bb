import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { OfflineAppStore } from '../../../src/application/stores/offline-app.store';
import { SavedGamesStore } from '../../../src/application/stores/saved-games.store';
import type { SavedGame } from '../../../src/domain/saved-games';
import { AppUpdatesPort } from '../../../src/application/ports/app-updates.port';
import { WatchAppUpdates } from '../../../src/application/use-cases/offline-app/watch-app-updates';
import { startMockServer } from '../../support/mock-server';
import { renderApp } from '../../support/render-app';

/** The offline banner and "A new version is ready", as the player sees them. */
describe('the portal as an app: offline banner and update offer', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  beforeEach(() => server.reset());
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => server.close());

  it('says so while the browser is offline, and stops saying it when the network returns', async () => {
    const app = renderApp('/home');
    await app.findByRole('heading', { level: 1 });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await app.findByText(/You are offline/)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(app.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offers a new version, and reloads with it only when the player taps Reload', async () => {
    const app = renderApp('/home');
    await app.findByRole('heading', { level: 1 });
    // The offers' services come with the 'installed-app' area, which the shell loads after the first screen.
    await app.features.ensure('installed-app');
    const apply = vi.spyOn(app.resolver.get(AppUpdatesPort), 'apply').mockImplementation(() => undefined);
    act(() => {
      app.resolver.get(OfflineAppStore).updateReady = true;
    });
    await app.findByText('A new version is ready.');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(app.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('never shows the offer over a running game', async () => {
    const app = renderApp('/play/turbo-drift');
    await app.findByRole('heading', { level: 1 });
    // The offers' services come with the 'installed-app' area, which the shell loads after the first screen.
    await app.features.ensure('installed-app');
    act(() => {
      app.resolver.get(OfflineAppStore).updateReady = true;
    });
    expect(app.queryByText('A new version is ready.')).not.toBeInTheDocument();
    expect(app.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it("offers to install only after a game was opened, and not again after 'Not now'", async () => {
    const app = renderApp('/home');
    await app.findByRole('heading', { level: 1 });
    // The offers' services come with the 'installed-app' area, which the shell loads after the first screen.
    await app.features.ensure('installed-app');
    app.resolver.get(WatchAppUpdates).execute();
    // Chromium's event, as it fires once the portal can be installed.
    const prompt = vi.fn(() => Promise.resolve());
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      );
    });
    expect(app.queryByRole('button', { name: 'Install' }), 'not on first paint').not.toBeInTheDocument();

    await act(() => app.router.navigate('/play/turbo-drift'));
    // Opening the game is what makes the offer due, once the offers' own screen code has arrived.
    await waitFor(() => expect(app.resolver.get(OfflineAppStore).engaged).toBe(true));
    expect(app.queryByRole('button', { name: 'Install' }), 'not over the game').not.toBeInTheDocument();
    await act(() => app.router.navigate('/home'));
    await userEvent.click(await app.findByRole('button', { name: 'Not now' }));

    expect(app.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    expect(app.storage.getItem('install-declined-at')).toBeTruthy();
  });
  it('with data saver on, starts no service worker until the player has a game saved for offline', async () => {
    const app = renderApp('/home', { storage: { 'data-saver': 'on' } });
    const ensure = vi.spyOn(app.features, 'ensure');
    await app.findByRole('heading', { level: 1 });
    // The areas every page loads are asked for together once the browser is idle; analytics is one.
    await waitFor(() => expect(app.features.isReady('analytics')).toBe(true));
    expect(ensure, 'the service worker would download every screen ahead of a tap').not.toHaveBeenCalledWith('installed-app');

    act(() => {
      app.resolver.get(SavedGamesStore).saved = [
        { slug: 'snake', bytes: 1, files: [], savedAt: '', game: {} } as unknown as SavedGame,
      ];
    });
    await waitFor(() => expect(app.features.isReady('installed-app')).toBe(true));
  });
});
