import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { IDLE_MARK } from '../../../src/ui/hooks/after-idle';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';

/**
 * A tap's first touch on Play starts loading the play screen and its area, and no copy of the game's
 * page (its sandboxed frame would download it again); with data saver on, nothing is fetched before
 * the tap is complete.
 */
describe('the first touch of a tap on Play', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  beforeEach(() => document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove()));
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

  /** The first game card's Play (a trailer's Play names no game page: its game may be premium). */
  async function firstPlayLink(app: ReturnType<typeof renderApp>) {
    await waitFor(() =>
      expect(app.getAllByRole('link', { name: /^Play / }).some((link) => link.hasAttribute('data-game-page'))).toBe(true),
    );
    return app.getAllByRole('link', { name: /^Play / }).find((link) => link.hasAttribute('data-game-page'))!;
  }

  it("starts loading the play screen's area on pointerdown, before the click, and prefetches no game page", async () => {
    const app = renderApp('/home');
    const play = await firstPlayLink(app);
    const ensure = vi.spyOn(app.features, 'ensure');
    expect(play.getAttribute('data-game-page')).toMatch(/^\/games\//);

    // Its code comes once the first screen is up.
    await waitFor(() => {
      fireEvent.pointerDown(play);
      expect(ensure).toHaveBeenCalledWith('game-actions');
    });
    expect(app.router.state.location.pathname).toBe('/home');
    // The game's sandboxed frame does not take a prefetched copy: the page would come twice.
    expect(prefetched()).toEqual([]);
  });

  it('with data saver on, fetches nothing on the first touch', async () => {
    const app = renderApp('/home', { storage: { 'data-saver': 'on' } });
    const play = await firstPlayLink(app);
    // Once the first screen is up and the browser idle, when its code would have come.
    await waitFor(() => expect(performance.getEntriesByName(IDLE_MARK)).not.toHaveLength(0));
    await waitFor(() => expect(app.features.isReady('game-actions')).toBe(true));
    const ensure = vi.spyOn(app.features, 'ensure');

    fireEvent.pointerDown(play);
    expect(ensure).not.toHaveBeenCalledWith('game-actions');
    expect(prefetched()).toEqual([]);
  });
});
