import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { StartTournamentGame, UpdateTournamentSession } from '../../../src/application/use-cases/tournament/play-tournament-game';
import { WINTER, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

function setup(port = fakeTournamentPort(), options: Parameters<typeof tournamentWorld>[0] = {}) {
  const world = tournamentWorld(options);
  world.state.details.tournament = { ...WINTER, userState: 'FIRST-ROUND' };
  return { ...world, port, start: new StartTournamentGame(port, world.state, world.requireLogin, world.urls) };
}

const failing = (error: unknown) =>
  vi.fn(async () => {
    throw error;
  });

describe('StartTournamentGame (spec §7, §8)', () => {
  it('starts the tournament game with {tournamentid, gamecode} and gives the guarded game URL', async () => {
    const { start, port } = setup();
    expect(await start.execute()).toEqual({ ok: true, sessionId: 's-1', playUrl: '/games/runner/' });
    expect(port.startGame).toHaveBeenCalledWith('tn-2026-winter', 'turbo-racer');
  });

  it("yields the server's {code, message} when refused", async () => {
    const { start } = setup(
      fakeTournamentPort({ startGame: failing(new ServiceError('rejected', 'Register first.', 'NOT_REGISTERED')) }),
    );
    expect(await start.execute()).toEqual({
      ok: false,
      code: 'NOT_REGISTERED',
      message: { code: 'refused', message: 'Register first.' },
    });
  });

  it("defaults to UNKNOWN and 'Something went wrong' when the refusal has no code or message", async () => {
    const { start } = setup(fakeTournamentPort({ startGame: failing(new ServiceError('rejected', '')) }));
    expect(await start.execute()).toEqual({ ok: false, code: 'UNKNOWN', message: { code: 'something-went-wrong' } });
  });

  it("defaults to NETWORK and 'Something went wrong' when no answer came", async () => {
    const { start } = setup(fakeTournamentPort({ startGame: failing(new ServiceError('network', 'No connection')) }));
    expect(await start.execute()).toEqual({ ok: false, code: 'NETWORK', message: { code: 'something-went-wrong' } });
  });

  it('refuses a game URL that fails the URL guard', async () => {
    const { start } = setup(
      fakeTournamentPort({ startGame: vi.fn(async () => ({ sessionId: 's', playUrl: 'javascript:alert(1)' })) }),
    );
    expect(await start.execute()).toMatchObject({ ok: false, code: 'UNSAFE_URL' });
  });
});

describe('UpdateTournamentSession', () => {
  it('sends the session update and reports failures by the same {code, message} rule', async () => {
    const port = fakeTournamentPort();
    expect(await new UpdateTournamentSession(port).execute('s-1')).toEqual({ ok: true });
    expect(port.updateSession).toHaveBeenCalledWith('s-1');
    const broken = fakeTournamentPort({ updateSession: failing(new Error('boom')) });
    expect(await new UpdateTournamentSession(broken).execute('s-1')).toEqual({
      ok: false,
      code: 'UNKNOWN',
      message: { code: 'something-went-wrong' },
    });
  });
});
