import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { LoadTournament } from '../../../src/application/use-cases/tournament/load-tournament';
import { WINTER, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

describe('LoadTournament (spec §7 details, open status, current)', () => {
  it('loads the configured tournament, its open status and the current tournament of the organisation', async () => {
    const port = fakeTournamentPort();
    const { state, config, notify } = tournamentWorld();
    await new LoadTournament(port, config, state, notify).execute();
    expect(port.details).toHaveBeenCalledWith('gp-arena', 'tn-2026-winter');
    expect(port.current).toHaveBeenCalledWith('gp-arena');
    expect(state.details).toMatchObject({ status: 'succeeded', tournament: { currentState: 'SEMI-FINAL' } });
    expect(state.openStatus).toMatchObject({ status: 'succeeded', isOpen: true });
    expect(state.current.status).toBe('succeeded');
  });

  it('joins the load under way, and hands a load started ahead of the screen to its first call', async () => {
    const port = fakeTournamentPort();
    const { state, config, notify } = tournamentWorld();
    const load = new LoadTournament(port, config, state, notify);
    await Promise.all([load.execute(), load.execute()]);
    expect(port.details).toHaveBeenCalledTimes(1);
    await load.execute({ ahead: true });
    await load.execute(); // the screen mounts after the answer: no second request
    expect(port.details).toHaveBeenCalledTimes(2);
  });

  it("stores the first server error message, or the error's own message, per part (spec §8)", async () => {
    const port = fakeTournamentPort({
      details: vi.fn(async () => {
        throw new ServiceError('rejected', 'Tournament not found');
      }),
      isOpen: vi.fn(async () => {
        throw new ServiceError('network', 'No connection to the server.');
      }),
    });
    const { state, config, notify } = tournamentWorld();
    await new LoadTournament(port, config, state, notify).execute();
    expect(state.details).toMatchObject({ status: 'failed', error: { code: 'refused', message: 'Tournament not found' } });
    expect(state.openStatus).toMatchObject({ status: 'failed', error: { code: 'no-connection' } });
    expect(state.current.status).toBe('succeeded');
  });

  it("shows the 'tournament qualified' modal once when the user's state says they reached the stage in play", async () => {
    const port = fakeTournamentPort({ details: vi.fn(async () => ({ ...WINTER, userState: 'SEMI-FINAL' })) });
    const { state, config, notify, modal } = tournamentWorld();
    const load = new LoadTournament(port, config, state, notify);
    await load.execute();
    expect(modal).toMatchObject({
      open: true,
      modalType: 'success',
      title: { code: 'tournament-qualified-title' },
      text: { code: 'tournament-qualified', stage: 'SEMI-FINAL', tournamentName: WINTER.name },
    });
    notify.close();
    await load.execute();
    expect(modal.open).toBe(false);
  });

  it('shows no qualified modal to a freshly registered user', async () => {
    const port = fakeTournamentPort({ details: vi.fn(async () => ({ ...WINTER, userState: 'FIRST-ROUND' })) });
    const { state, config, notify, modal } = tournamentWorld();
    await new LoadTournament(port, config, state, notify).execute();
    expect(modal.open).toBe(false);
  });
});
