import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { RegisterForTournament } from '../../../src/application/use-cases/tournament/register-for-tournament';
import { WINTER, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

function setup(port = fakeTournamentPort(), options: Parameters<typeof tournamentWorld>[0] = {}) {
  const world = tournamentWorld(options);
  world.state.details.tournament = { ...WINTER };
  const register = new RegisterForTournament(
    port,
    world.config,
    world.state,
    world.requireLogin,
    world.rememberReturnPath,
    world.navigation,
    world.notify,
  );
  return { ...world, port, register };
}

describe('RegisterForTournament (spec §4, §6, §8)', () => {
  it("on success shows the 'successfully registered' modal and userState becomes FIRST-ROUND", async () => {
    const { register, port, state, modal } = setup();
    await register.execute();
    expect(port.register).toHaveBeenCalledWith('gp-arena', 'tn-2026-winter');
    expect(state.details.tournament?.userState).toBe('FIRST-ROUND');
    expect(modal).toMatchObject({ open: true, modalType: 'success', title: { code: 'successfully-registered' } });
    expect(modal.text).toEqual({ code: 'tournament-registered', tournamentName: state.details.tournament?.name });
  });

  it("on the code 'Not Premium User' remembers the current path and goes to /plans, with no modal", async () => {
    const port = fakeTournamentPort({
      register: vi.fn(async () => {
        throw new ServiceError('rejected', 'Premium only', 'Not Premium User');
      }),
    });
    const { register, navigation, storage, modal } = setup(port, { path: '/tournament' });
    await register.execute();
    expect(storage.get('previous-url')).toBe('/tournament');
    expect(navigation.visited).toEqual(['/plans']);
    expect(modal.open).toBe(false);
  });

  it("shows the server's message for any other refusal", async () => {
    const port = fakeTournamentPort({
      register: vi.fn(async () => {
        throw new ServiceError('rejected', 'Registration is closed.', 'REGISTRATION_CLOSED');
      }),
    });
    const { register, modal, navigation, state } = setup(port);
    await register.execute();
    expect(modal).toMatchObject({
      open: true,
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Registration is closed.' },
    });
    expect(navigation.visited).toEqual([]);
    expect(state.details.tournament?.userState).toBeNull();
  });

  it("shows 'Something went wrong' when the server said nothing useful", async () => {
    const port = fakeTournamentPort({
      register: vi.fn(async () => {
        throw new ServiceError('network', 'No connection');
      }),
    });
    const { register, modal } = setup(port);
    await register.execute();
    expect(modal.text).toEqual({ code: 'something-went-wrong' });
  });

  it('sends a guest to /login first, remembering the page', async () => {
    const { register, port, navigation, storage } = setup(fakeTournamentPort(), { token: null });
    await register.execute();
    expect(port.register).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/tournament');
  });

  it('shows nothing after a 401: the session has ended and the user is on /login', async () => {
    const port = fakeTournamentPort({
      register: vi.fn(async () => {
        throw new ServiceError('unauthorized', 'ended', undefined, 401);
      }),
    });
    const { register, modal } = setup(port);
    await register.execute();
    expect(modal.open).toBe(false);
  });
});
