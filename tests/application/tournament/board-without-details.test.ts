import { describe, expect, it, vi } from 'vitest';
import { SelectLeaderboardStage } from '../../../src/application/use-cases/tournament/select-leaderboard-stage';
import { LoadTournament } from '../../../src/application/use-cases/tournament/load-tournament';
import type { Tournament } from '../../../src/domain/tournament';
import { WINTER, entry, fakeLeaderboardStream, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

const NOW = new Date('2026-11-21T10:00:00Z');

/** The tournament use cases with no details yet; board fetches wait until `answer(entries)`. */
function setup(details?: () => Promise<Tournament>) {
  const world = tournamentWorld({ userId: 'u-me' });
  const stream = fakeLeaderboardStream();
  let pending!: (value: ReturnType<typeof entry>[]) => void;
  const port = fakeTournamentPort({
    leaderboard: vi.fn(() => new Promise<ReturnType<typeof entry>[]>((resolve) => void (pending = resolve))),
    ...(details ? { details: vi.fn(details) } : {}),
  });
  const load = new LoadTournament(port, world.config, world.state, world.notify);
  const select = new SelectLeaderboardStage(port, stream.port, world.config, world.state, world.auth, () => NOW, world.log, load);
  return { ...world, port, stream, load, select, answer: (entries: ReturnType<typeof entry>[]) => pending(entries) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live board without the tournament details (decision 0054)', () => {
  it("shows the stage in play's board (the leaderboard call without a stage), then goes live", async () => {
    const { select, state, port, stream, answer } = setup();
    const shown = select.showCurrentBoard();
    expect(port.leaderboard).toHaveBeenCalledWith('gp-arena', 'tn-2026-winter', undefined);
    answer([entry(1, 'Asha', 300), entry(2, 'Rafi', 200)]);
    await shown;
    expect(state.board).toMatchObject({ stage: null, status: 'succeeded', live: 'connecting' });
    expect(state.board.entries).toHaveLength(2);
    expect(stream.opened()).toBe(1);
    // A live update replaces it as usual.
    stream.events.next({ type: 'message', value: { valid: true, entries: [entry(1, 'Rafi', 400)], stage: 'SEMI-FINAL' } });
    expect(state.board.entries).toEqual([entry(1, 'Rafi', 400)]);
  });

  it('when the details come, the board takes the stage in play without being emptied, on the stream already open', async () => {
    const { select, state, stream, answer } = setup();
    const shown = select.showCurrentBoard();
    answer([entry(1, 'Asha', 300)]);
    await shown;
    const rows = state.board.entries;

    state.details.tournament = { ...WINTER };
    const taken = select.execute('SEMI-FINAL');
    // While the stage's own board is fetched, the rows shown stay.
    expect(state.board).toMatchObject({ stage: 'SEMI-FINAL' });
    expect(state.board.entries).toBe(rows);
    answer([entry(1, 'Asha', 310)]);
    await taken;
    expect(state.board.entries).toEqual([entry(1, 'Asha', 310)]);
    expect(stream.opened()).toBe(1);
    expect(stream.open()).toBe(1);
  });

  it('is not asked for once the details have come', async () => {
    const { select, state, port } = setup();
    state.details.tournament = { ...WINTER };
    await select.showCurrentBoard();
    expect(port.leaderboard).not.toHaveBeenCalled();
  });

  it("Retry asks for the details again while the first call stalls, and the stalled call's late answer is dropped", async () => {
    const answers: Array<(value: Tournament) => void> = [];
    const { load, state, port } = setup(() => new Promise<Tournament>((resolve) => answers.push(resolve)));
    void load.execute();
    await settle();
    // Asking again while the call is under way joins it; Retry starts a fresh one.
    void load.execute();
    expect(port.details).toHaveBeenCalledTimes(1);
    const retried = load.retry();
    expect(port.details).toHaveBeenCalledTimes(2);

    answers[1]!({ ...WINTER, name: 'Fresh' });
    await retried;
    expect(state.details).toMatchObject({ status: 'succeeded', tournament: { name: 'Fresh' } });
    answers[0]!({ ...WINTER, name: 'Stale' });
    await settle();
    expect(state.details.tournament?.name).toBe('Fresh');
  });
});
