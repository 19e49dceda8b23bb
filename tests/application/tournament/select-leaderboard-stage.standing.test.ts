import { describe, expect, it } from 'vitest';
import { SelectLeaderboardStage } from '../../../src/application/use-cases/tournament/select-leaderboard-stage';
import { LoadTournament } from '../../../src/application/use-cases/tournament/load-tournament';
import { WINTER, entry, fakeLeaderboardStream, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

const NOW = new Date('2026-11-21T10:00:00Z');

function setup() {
  const stream = fakeLeaderboardStream();
  const port = fakeTournamentPort();
  const world = tournamentWorld({ userId: 'u-me' });
  world.state.details.tournament = { ...WINTER };
  let now = NOW;
  const load = new LoadTournament(port, world.config, world.state, world.notify);
  const select = new SelectLeaderboardStage(port, stream.port, world.config, world.state, world.auth, () => now, world.log, load);
  const live = (entries: ReturnType<typeof entry>[]) =>
    stream.events.next({ type: 'message', value: { valid: true, entries, stage: 'SEMI-FINAL' } });
  return { ...world, port, stream, select, live, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const first = [entry(1, 'Ana', 900), entry(2, 'Bo', 800), entry(3, 'Me', 700, 'u-me'), entry(4, 'Cy', 650), entry(5, 'Di', 600)];
const second = [entry(1, 'Ana', 900), entry(2, 'Me', 850, 'u-me'), entry(3, 'Bo', 800), entry(4, 'Di', 660), entry(5, 'Cy', 650)];

describe('SelectLeaderboardStage: where the player stands and who moved', () => {
  it('pins the player’s standing: their row, the player above and the points to pass them', async () => {
    const { select, state, port } = setup();
    port.leaderboard.mockResolvedValueOnce(first);
    await select.execute('SEMI-FINAL');
    expect(state.board.standing).toMatchObject({ entry: first[2], above: first[1], pointsToPass: 101 });
    expect(state.board.standing?.around.map((e) => e.playerName)).toEqual(['Ana', 'Bo', 'Me', 'Cy', 'Di']);
    expect(state.board.own).toEqual(first[2]);
  });

  it('marks the rank changes between two consecutive boards, and the player’s own move', async () => {
    const { select, state, port, live } = setup();
    port.leaderboard.mockResolvedValueOnce(first);
    await select.execute('SEMI-FINAL');
    expect(state.board.changes).toEqual({});
    live(second);
    expect(state.board.changes).toEqual({ 'user:u-me': 1, 'name:Bo': -1, 'name:Cy': -1, 'name:Di': 1 });
    expect(state.board.ownChange).toBe(1);
    expect(state.board.standing).toMatchObject({ pointsToPass: 51 });
    live(second.map((e) => ({ ...e })));
    expect(state.board.changes).toEqual({});
    expect(state.board.ownChange).toBeNull();
  });

  it('another stage starts with no markers', async () => {
    const { select, state, port, live } = setup();
    port.leaderboard.mockResolvedValueOnce(first);
    await select.execute('SEMI-FINAL');
    live(second);
    port.leaderboard.mockResolvedValueOnce(second);
    await select.execute('FIRST-ROUND');
    expect(state.board.changes).toEqual({});
    expect(state.board.ownChange).toBeNull();
  });
});

describe('SelectLeaderboardStage: back from the background', () => {
  it('pause() closes the live stream and says the board is no longer live', async () => {
    const { select, state, stream } = setup();
    await select.execute('SEMI-FINAL');
    stream.events.next({ type: 'open' });
    select.pause();
    expect(stream.open()).toBe(0);
    expect(state.board.live).toBe('paused');
  });

  it('resume() fetches the board at once, stamps the fresh time, then opens the stream again', async () => {
    const { select, state, stream, port, later } = setup();
    port.leaderboard.mockResolvedValueOnce(first);
    await select.execute('SEMI-FINAL');
    select.pause();
    const pausedAt = state.board.lastUpdated;
    later(60_000);
    port.leaderboard.mockResolvedValueOnce(second);
    const resumed = select.resume();
    expect(state.board.live).toBe('connecting');
    expect(stream.open()).toBe(0);
    await resumed;
    expect(port.leaderboard).toHaveBeenCalledTimes(2);
    expect(state.board.entries).toEqual(second);
    expect(state.board.lastUpdated).not.toBe(pausedAt);
    expect(state.board.lastUpdated).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    expect(stream.open()).toBe(1);
  });

  it('resume() after the connection was lost in the background fetches the board at once and leaves the reconnect to the stream', async () => {
    const { select, state, stream, port } = setup();
    await select.execute('SEMI-FINAL');
    stream.events.next({ type: 'lost', reason: 'HTTP 503', retryInMs: 3000 });
    port.leaderboard.mockResolvedValueOnce(second);
    await select.resume();
    expect(port.leaderboard).toHaveBeenCalledTimes(2);
    expect(state.board.entries).toEqual(second);
    expect(state.board.live).toBe('lost');
    expect(stream.opened()).toBe(1);
  });

  it('a board that is not live is neither paused nor fetched again', async () => {
    const { select, state, port } = setup();
    await select.execute('FIRST-ROUND');
    select.pause();
    expect(state.board.live).toBe('off');
    await select.resume();
    expect(port.leaderboard).toHaveBeenCalledTimes(1);
  });

  it('a stream that stayed open is not touched on resume()', async () => {
    const { select, stream, port } = setup();
    await select.execute('SEMI-FINAL');
    stream.events.next({ type: 'open' });
    await select.resume();
    expect(port.leaderboard).toHaveBeenCalledTimes(1);
    expect(stream.opened()).toBe(1);
  });
});
