import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { TurnOnFamilyMode } from '../../../src/application/use-cases/family/turn-on-family-mode';
import { PLAY_TIME_REPORT_MS } from '../../../src/ui/screens/play/use-play-time';
import { signedIn } from '../billing/billing-session';

const PIN = '2580';

describe('family mode on the play screen and the game pages', () => {
  const server = useMockServer();
  afterEach(() => vi.useRealTimers());

  const gameOf = (genre: string, isPremium: boolean) =>
    server
      .backend()
      .ctx.db.game.findMany({ where: { genre: { equals: genre }, isPremium: { equals: isPremium } } })
      .find((game) => game.playUrl.startsWith('/games/'))!;

  async function withFamilyMode(dailyMinutes: number | null) {
    const app = renderApp('/home', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await app.features.ensure('family');
    await expect(
      app.resolver.get(TurnOnFamilyMode).execute(PIN, { monthlyLimit: null, dailyMinutes, allowedGames: [] }),
    ).resolves.toEqual({ code: 'family-mode-on' });
    return app;
  }

  const post = (frame: HTMLIFrameElement, data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame.contentWindow }));
    });

  it("lets the round in play finish when the day's minutes are reached, then says time is up kindly; the parent's PIN gives 15 more minutes", async () => {
    const app = await withFamilyMode(1);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const ui = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const game = gameOf('kids', false);
    await act(() => app.router.navigate(`/play/${game.uniqueName}`));
    const frame = (await app.findByTitle(game.name)) as HTMLIFrameElement;
    await act(async () => undefined);

    // The minute passes with a round in play: the round goes on.
    await act(async () => vi.advanceTimersByTime(4 * PLAY_TIME_REPORT_MS + 1000));
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();

    post(frame, { source: 'portal-game', type: 'game-over', game: 'memory', key: 'memory', score: 40 });
    const timeUp = await app.findByRole('dialog', { name: 'Time is up for today' });
    expect(timeUp).toHaveTextContent("Well played! That was all of today's game time.");

    await ui.click(within(timeUp).getByRole('button', { name: '15 more minutes' }));
    const pin = await app.findByRole('dialog', { name: "Parent's PIN for 15 more minutes" });
    await ui.type(within(pin).getByLabelText("Parent's PIN"), '1111');
    await ui.click(within(pin).getByRole('button', { name: 'Continue' }));
    expect(await within(pin).findByRole('alert')).toHaveTextContent('Wrong PIN. 2 tries left');
    await ui.type(within(pin).getByLabelText("Parent's PIN"), PIN);
    await ui.click(within(pin).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(app.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.getByTitle(game.name)).toBeInTheDocument();

    // Ten of the fifteen minutes later, a round ends with time left.
    await act(async () => vi.advanceTimersByTime(10 * 60_000));
    post(frame, { source: 'portal-game', type: 'game-over', game: 'memory', key: 'memory', score: 10 });
    expect(app.queryByRole('dialog', { name: 'Time is up for today' })).not.toBeInTheDocument();
    expect(JSON.stringify(app.storage.dump())).not.toContain(PIN);
  });

  it('says kindly that a premium game or one of another genre is not available, by its page and by its play address', async () => {
    const app = await withFamilyMode(null);
    const premium = gameOf('kids', true);
    await act(() => app.router.navigate(`/game-details/${premium.uniqueName}`));
    expect(await app.findByRole('heading', { level: 1, name: 'This game is not available in family mode' })).toBeInTheDocument();
    expect(
      app.getByText('Family mode keeps this phone to games for children. There are lots of them to play!'),
    ).toBeInTheDocument();

    const racing = gameOf('racing', false);
    await act(() => app.router.navigate(`/play/${racing.uniqueName}`));
    const refusal = await app.findByRole('alert');
    expect(refusal).toHaveTextContent('This game is not available in family mode');
    expect(within(refusal).getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(app.queryByTitle(racing.name)).not.toBeInTheDocument();
  });

  it('says kindly that tournaments are not available, and loads none of their boards', async () => {
    const app = await withFamilyMode(null);
    await act(() => app.router.navigate('/tournament'));
    expect(
      await app.findByRole('heading', { level: 1, name: 'Tournaments are not available in family mode' }),
    ).toBeInTheDocument();
    expect(within(app.getByRole('main')).getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(
      server
        .backend()
        .log.list()
        .filter((entry) => entry.path.includes('/leaderboard')),
    ).toEqual([]);
  });
});
