import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { LoadHomeLeaderboard, LoadWinners } from '../../../src/application/use-cases/tournament/load-board-list';
import { entry, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

describe('the home board and the winners (spec §7 "The same call without stage serves home, and stage FINAL serves winners")', () => {
  it('loads the home board with no stage and the winners with FINAL', async () => {
    const port = fakeTournamentPort({ leaderboard: vi.fn(async () => [entry(1, 'Top', 9)]) });
    const { state, config } = tournamentWorld();
    await new LoadHomeLeaderboard(port, config, state).execute();
    await new LoadWinners(port, config, state).execute();
    expect(port.leaderboard.mock.calls).toEqual([
      ['gp-arena', 'tn-2026-winter'],
      ['gp-arena', 'tn-2026-winter', 'FINAL'],
    ]);
    expect(state.home).toMatchObject({ status: 'succeeded', entries: [entry(1, 'Top', 9)] });
    expect(state.winners.status).toBe('succeeded');
  });

  it('a failed board load stores the message', async () => {
    const port = fakeTournamentPort({
      leaderboard: vi.fn(async () => {
        throw new ServiceError('server', 'The server had a problem. Please try again.');
      }),
    });
    const { state, config } = tournamentWorld();
    await new LoadWinners(port, config, state).execute();
    expect(state.winners).toMatchObject({ status: 'failed', error: { code: 'server-problem' } });
  });
});
