import { describe, expect, it, vi } from 'vitest';
import { cleanup, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startProgressMock } from './progress-mock-server';
import { seededGame, signedIn } from '../games/games-screens-kit';
import { RecordFinishedGame } from '../../../src/application/use-cases/progress/record-finished-game';
import { bundledGameSlug } from '../../../src/domain/saved-games';

vi.mock('../../../src/adapters/offline/idb-player-progress', async () => ({
  IdbPlayerProgress: (await import('./device-progress-mock')).MemoryPlayerProgress,
}));

/** 27 November 2026, 12:00 UTC (18:00 in Dhaka). */
const NOON_UTC = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('the player’s progress on the profile and a game’s page', () => {
  const server = startProgressMock();

  /** Plays a round with the real use case, as the play screen does, then leaves the page. */
  async function played(storage: Record<string, string>, round: { game: string; key: string; score: number }) {
    const app = renderApp('/search', { storage });
    await app.features.ensure('game-actions');
    await app.resolver.get(RecordFinishedGame).execute(round);
    cleanup();
  }

  it('shows the achievements earned with their day and the best of each game and mode', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOON_UTC });
    const storage = signedIn(server);
    await played(storage, { game: 'snake', key: 'snake-wrap', score: 120 });

    const app = renderApp('/profile', { storage });
    const heading = await app.findByRole('heading', { level: 2, name: 'Your progress' });
    const section = heading.closest('section')!;
    expect(await within(section).findByText('Set 27 November 2026')).toBeInTheDocument();
    const bests = within(section).getByRole('heading', { level: 3, name: 'Your bests' }).nextElementSibling!;
    expect(bests).toHaveTextContent('Snake · Wrap-around: 120');
    const earned = within(section).getByRole('heading', { level: 3, name: 'Achievements' }).nextElementSibling!;
    expect(earned).toHaveTextContent(/^2 of \d+ earned$/);
    expect(within(section).getByText('First round', { exact: false }).closest('li')).toHaveTextContent('Earned 27 November 2026');
    expect(within(section).getByText('No streak yet: play today’s challenge to start one.')).toBeInTheDocument();
  });

  it('lists a bundled game’s achievements on its page, earned or not yet', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOON_UTC });
    const game = seededGame(server);
    const slug = bundledGameSlug(game.playUrl)!;
    await played({}, { game: slug, key: slug, score: 1 });

    const app = renderApp(`/game-details/${game.uniqueName}`);
    const heading = await app.findByRole('heading', { level: 2, name: 'Achievements' });
    const items = within(heading.closest('section')!).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items[0]).toHaveTextContent('First round: Finish a roundEarned 27 November 2026');
    expect(items.filter((item) => item.textContent?.endsWith('Not yet')).length).toBe(items.length - 1);
  });
});
