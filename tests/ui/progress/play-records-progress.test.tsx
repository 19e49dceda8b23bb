import { describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startProgressMock } from './progress-mock-server';
import { seededGame, signedIn } from '../games/games-screens-kit';
import { LoadPlayerProgress } from '../../../src/application/use-cases/progress/load-player-progress';
import { LoadDailyChallenge } from '../../../src/application/use-cases/progress/load-daily-challenge';
import { bundledGameModes, bundledGameTitles } from '../../../src/adapters/offline/bundled-game-modes';
import { dhakaDay } from '../../../src/domain/bangladesh-day';
import { dailyChallenge } from '../../../src/domain/daily-challenge';

vi.mock('../../../src/adapters/offline/idb-player-progress', async () => ({
  IdbPlayerProgress: (await import('./device-progress-mock')).MemoryPlayerProgress,
}));

describe('the play screen keeps the player’s progress', () => {
  const server = startProgressMock();

  const post = (frame: HTMLIFrameElement, data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame.contentWindow }));
    });

  it('counts a finished round of a bundled game toward its best and achievements, the moment the game sends unlocks its own, and the round can be sent as a friend’s challenge', async () => {
    const game = seededGame(server);
    const app = renderApp(`/play/${game.uniqueName}`, { storage: signedIn(server) });
    const frame = (await app.findByTitle(game.name)) as HTMLIFrameElement;
    await act(async () => undefined);

    post(frame, { source: 'portal-game', type: 'achievement', game: 'snake', event: 'clean-round', key: 'snake-wrap' });
    post(frame, { source: 'portal-game', type: 'game-over', game: 'snake', key: 'snake-wrap', score: 120, seed: 4242 });

    await waitFor(async () => {
      const view = await app.resolver.get(LoadPlayerProgress).execute('snake');
      expect(view.bests.snake?.wrap?.score).toBe(120);
      const earned = (id: string) => view.achievements.find((standing) => standing.achievement.id === id)?.earnedAt;
      expect(earned('snake.first-round')).not.toBeNull();
      expect(earned('snake.clean-round')).not.toBeNull();
    });

    // The very round, sent without a name: the game, its mode, the seed that deals it again and its score.
    const ui = userEvent.setup();
    await ui.click(await app.findByRole('button', { name: 'Challenge a friend' }));
    const sheet = await app.findByRole('dialog', { name: 'Challenge a friend' });
    expect(sheet).toHaveTextContent('Score 120. Can a friend beat it on the very same board?');
    await ui.click(within(sheet).getByRole('button', { name: 'Send the challenge' }));
    expect(await within(sheet).findByText('The challenge is copied: paste it in a message.')).toBeInTheDocument();
    const link = (await navigator.clipboard.readText()).split('\n')[1]!;
    expect(new URL(link).pathname).toBe('/home');
    expect(new URL(link).search).toBe('?g=snake&m=wrap&s=4242&sc=120');
  });

  it('plays today’s challenge by its game’s slug with the mode and seed of the address, and counts it as the day’s result', async () => {
    const today = dailyChallenge(dhakaDay(Date.now()), bundledGameModes())!;
    const title = bundledGameTitles().find((game) => game.slug === today.game)!.title;
    const app = renderApp(`/play/${today.game}?mode=${today.mode}&seed=${today.seed}`, { storage: { guest_id: 'guest_test1' } });
    const frame = (await app.findByTitle(title)) as HTMLIFrameElement;
    const address = new URL(frame.getAttribute('src') ?? '', 'https://portal.test');
    expect(address.pathname).toBe(`/games/${today.game}/`);
    expect(address.searchParams.get('mode')).toBe(today.mode);
    expect(address.searchParams.get('seed')).toBe(String(today.seed));
    await act(async () => undefined);

    post(frame, { source: 'portal-game', type: 'game-over', game: today.game, key: `${today.game}-${today.mode}`, score: 30 });

    await waitFor(async () => {
      const { result } = await app.resolver.get(LoadDailyChallenge).execute();
      expect(result).toMatchObject({ game: today.game, mode: today.mode, seed: today.seed, score: 30 });
    });
  });
});
