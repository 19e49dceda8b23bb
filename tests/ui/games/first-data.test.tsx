import { describe, expect, it, vi } from 'vitest';
import { buildContainer } from '../../support/build-container';
import { defaultConfig } from '../../../src/application/config';
import { GenreStore } from '../../../src/application/stores/genre.store';
import { startFirstData } from '../../../src/ui/first-data';
import { TEST_ORIGIN } from '../../support/mock-server';
import { testPlatform } from '../../support/test-platform';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { rowSection, waitForCards } from './games-screens-kit';

/** A cold start sends the page's first call before React renders, and only once. */
describe('first data started before React renders', () => {
  const server = useMockServer();

  const calls = (path: string) =>
    server
      .backend()
      .log.list()
      .filter((r) => r.path === path).length;

  it('asks for /home trailers once: the row joins the call the entry started', async () => {
    const app = renderApp('/home', { startFirstData: true });
    expect(calls('/api/play/homepage/top/patch')).toBe(0); // sent, not yet logged by the server
    const trailers = await rowSection(app, 'Trailers');
    await waitForCards(trailers, 1);
    expect(calls('/api/play/homepage/top/patch')).toBe(1);
  });

  it('asks for a game page and a genre page once as well', async () => {
    const game = server.backend().ctx.db.game.getAll()[0]!;
    const details = renderApp(`/game-details/${game.uniqueName}`, { startFirstData: true });
    await details.findByRole('heading', { level: 1, name: game.name });
    expect(calls(`/api/play/game/detail/byname/${game.uniqueName}`)).toBe(1);
    details.unmount();

    const genre = renderApp('/genres/racing', { startFirstData: true });
    await genre.findAllByRole('link', { name: /./ });
    await waitForCards(genre.container, 1);
    expect(
      server
        .backend()
        .log.list()
        .filter((r) => r.path.startsWith('/api/play/v3/games/genre/byname/racing/1/')).length,
    ).toBe(1);
  });

  it("starts a genre's page and the genre list that names it before React renders", async () => {
    const { resolver } = buildContainer(
      testPlatform({ config: { ...defaultConfig, apiBaseUrl: TEST_ORIGIN }, path: '/genres/racing' }),
    );
    startFirstData('/genres/racing', resolver);
    const genres = resolver.get(GenreStore);
    expect(genres.games.status).toBe('loading');
    expect(genres.genres.status).toBe('loading');
    await vi.waitFor(() => expect(genres.genres.status).toBe('succeeded'));
    expect(calls('/api/play/genres')).toBe(1);
  });
});
