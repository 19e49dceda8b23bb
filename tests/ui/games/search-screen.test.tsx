import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { SEARCH_DEBOUNCE_MS } from '../../../src/application/use-cases/games/search-as-you-type';
import { rowSection, waitForCards } from './games-screens-kit';

describe('/search', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  // The search waits for typing to pause; fake timers skip the wait instead of sleeping through it.
  beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    server.reset();
  });
  afterAll(() => server.close());

  const pause = () => act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  const seededGame = () => {
    const game = server
      .backend()
      .ctx.db.game.getAll()
      .find((g) => g.name.length >= 8);
    if (!game) throw new Error('no seeded game');
    return game;
  };

  function setup(path = '/search') {
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const app = renderApp(path);
    return { ui, app };
  }

  it('shows top searches and hot games before anything is typed', async () => {
    const { app } = setup();
    expect(await app.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(app.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    await waitForCards(await rowSection(app, 'Hot games'), 1);
    const top = await rowSection(app, 'Top searches');
    expect(within(top).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('finds a game by part of its name, and keeps the term in the URL', async () => {
    const game = seededGame();
    const part = game.name.slice(2, 7).toLowerCase();
    const { ui, app } = setup();
    await ui.type(await app.findByRole('searchbox', { name: 'Search games' }), part);
    await pause();
    const results = await rowSection(app, 'Results');
    expect(await within(results).findByRole('link', { name: game.name })).toBeInTheDocument();
    expect(app.router.state.location.search).toBe(`?q=${encodeURIComponent(part).replace(/%20/g, '+')}`);
  });

  it('says when nothing was found', async () => {
    const { ui, app } = setup();
    await ui.type(await app.findByRole('searchbox', { name: 'Search games' }), 'zzqx');
    await pause();
    expect(await app.findByText('No games found for "zzqx"')).toBeInTheDocument();
    expect(app.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('shows games of a matching genre under Genres', async () => {
    const { ui, app } = setup();
    await ui.type(await app.findByRole('searchbox', { name: 'Search games' }), 'horror');
    await pause();
    await waitForCards(await rowSection(app, 'Genres'), 1);
  });

  it('searches the term of a shared link (?q=) on arrival', async () => {
    const game = seededGame();
    const { app } = setup(`/search?q=${encodeURIComponent(game.name)}`);
    expect(await app.findByRole('searchbox', { name: 'Search games' })).toHaveValue(game.name);
    await pause();
    expect(await within(await rowSection(app, 'Results')).findByRole('link', { name: game.name })).toBeInTheDocument();
  });

  it('clears the field, the results and the URL on Escape', async () => {
    const { ui, app } = setup('/search?q=zzqx');
    await pause();
    expect(await app.findByText('No games found for "zzqx"')).toBeInTheDocument();
    const box = app.getByRole('searchbox', { name: 'Search games' });
    await ui.click(box);
    await ui.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(app.queryByText('No games found for "zzqx"')).not.toBeInTheDocument());
    expect(app.router.state.location.search).toBe('');
    expect(await app.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
  });

  it('runs a top search when it is tapped', async () => {
    const { ui, app } = setup();
    const top = await rowSection(app, 'Top searches');
    const [first] = within(top).getAllByRole('button');
    const name = first?.textContent ?? '';
    await ui.click(first as HTMLElement);
    expect(app.getByRole('searchbox', { name: 'Search games' })).toHaveValue(name);
    await pause();
    expect(await within(await rowSection(app, 'Results')).findByRole('link', { name })).toBeInTheDocument();
  });
});
