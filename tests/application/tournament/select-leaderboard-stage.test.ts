import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectLeaderboardStage } from '../../../src/application/use-cases/tournament/select-leaderboard-stage';
import { LoadTournament } from '../../../src/application/use-cases/tournament/load-tournament';
import { SseLeaderboardStream } from '../../../src/adapters/sse/sse-leaderboard-stream';
import type { LeaderboardStreamPort } from '../../../src/application/ports/leaderboard-stream.port';
import { settle, streamingFetch } from '../../adapters/sse/sse-kit';
import { WINTER, entry, fakeLeaderboardStream, fakeTournamentPort, tournamentWorld } from './tournament-fakes';

const NOW = new Date('2026-11-21T10:00:00Z');

function setup(stream: LeaderboardStreamPort = fakeLeaderboardStream().port, port = fakeTournamentPort()) {
  const world = tournamentWorld({ userId: 'u-me' });
  world.state.details.tournament = { ...WINTER };
  const load = new LoadTournament(port, world.config, world.state, world.notify);
  const select = new SelectLeaderboardStage(port, stream, world.config, world.state, world.auth, () => NOW, world.log, load);
  return { ...world, port, select };
}

/** A setup whose board fetches wait: `answer(entries)` answers the latest one. */
function withBoardOnHold() {
  const stream = fakeLeaderboardStream();
  let pending!: (value: ReturnType<typeof entry>[]) => void;
  const port = fakeTournamentPort({
    leaderboard: vi.fn(() => new Promise<ReturnType<typeof entry>[]>((resolve) => void (pending = resolve))),
  });
  return { ...setup(stream.port, port), stream, answer: (entries: ReturnType<typeof entry>[]) => pending(entries) };
}

describe('SelectLeaderboardStage (spec §4 "Leaderboard live stream")', () => {
  it('opens one live stream for the stage in play, and never a second while it is open or connecting', async () => {
    const stream = fakeLeaderboardStream();
    const { select, state } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    expect(state.board.live).toBe('connecting');
    await select.execute('SEMI-FINAL');
    stream.events.next({ type: 'open' });
    await select.execute('SEMI-FINAL');
    expect(stream.opened()).toBe(1);
    expect(state.board.live).toBe('open');
  });

  it('closes the stream and fetches the static board for any other stage', async () => {
    const stream = fakeLeaderboardStream();
    const { select, state, port } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    port.leaderboard.mockResolvedValueOnce([entry(1, 'Early bird', 50)]);
    await select.execute('FIRST-ROUND');
    expect(stream.open()).toBe(0);
    expect(state.board).toMatchObject({
      stage: 'FIRST-ROUND',
      live: 'off',
      status: 'succeeded',
      entries: [entry(1, 'Early bird', 50)],
    });
    expect(port.leaderboard).toHaveBeenLastCalledWith('gp-arena', 'tn-2026-winter', 'FIRST-ROUND');
  });

  it('a completed tournament has no live stage: its FINAL is fetched', async () => {
    const stream = fakeLeaderboardStream();
    const { select, state } = setup(stream.port);
    state.details.tournament = { ...WINTER, currentState: 'COMPLETED' };
    await select.execute('FINAL');
    expect(stream.opened()).toBe(0);
  });

  it("reports the connection as lost on a stream error (spec §8 'Stream connection lost') and clears it when the stream is back", async () => {
    const stream = fakeLeaderboardStream();
    const { select, state } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    stream.events.next({ type: 'lost', reason: 'HTTP 503', retryInMs: 3000 });
    expect(state.board).toMatchObject({ live: 'lost', streamError: 'connection-lost' });
    stream.events.next({ type: 'connecting' });
    expect(state.board.streamError).toBe('connection-lost');
    stream.events.next({ type: 'open' });
    expect(state.board).toMatchObject({ live: 'open', streamError: null });
  });

  it("replaces the board only with a non-empty list, stamps the time and finds the user's own row", async () => {
    const stream = fakeLeaderboardStream();
    const { select, state } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    const board = [entry(1, 'Ana', 900), entry(2, 'Me', 800, 'u-me')];
    stream.events.next({ type: 'message', value: { valid: true, entries: board, stage: 'SEMI-FINAL' } });
    expect(state.board).toMatchObject({ entries: board, lastUpdated: NOW.toISOString(), own: board[1] });
    stream.events.next({ type: 'message', value: { valid: true, entries: [], stage: null } });
    expect(state.board.entries).toEqual(board);
  });

  it('a live update keeps the unchanged rows as the same objects, so only the changed rows re-render', async () => {
    const stream = fakeLeaderboardStream();
    const { select, state } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    const players = Array.from({ length: 1000 }, (_, i) => entry(i + 1, `Player ${i + 1}`, 100_000 - i * 10));
    stream.events.next({ type: 'message', value: { valid: true, entries: players, stage: 'SEMI-FINAL' } });
    const shown = state.board.entries;
    // The next update resends the whole board (fresh objects) with one score changed.
    const update = players.map((e) => ({ ...e }));
    update[500] = { ...update[500]!, score: update[500]!.score + 5 };
    stream.events.next({ type: 'message', value: { valid: true, entries: update, stage: 'SEMI-FINAL' } });
    const after = state.board.entries;
    expect(after).toEqual(update);
    expect(after.filter((e, i) => e !== shown[i]).map((e) => e.playerName)).toEqual(['Player 501']);
  });

  it("ignores an invalid payload and logs 'Unexpected SSE payload shape'", async () => {
    const stream = fakeLeaderboardStream();
    const { select, state, log } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    const before = [...state.board.entries];
    stream.events.next({ type: 'message', value: { valid: false } });
    expect(state.board.entries).toEqual(before);
    expect(log.warn).toHaveBeenCalledWith('Unexpected SSE payload shape', { valid: false });
  });

  it('opens the stream once the board has answered, and not at all if the screen stopped meanwhile', async () => {
    const { stream, select, state, answer } = withBoardOnHold();
    const selecting = select.execute('SEMI-FINAL');
    expect(stream.opened()).toBe(0);
    answer([entry(1, 'Board', 3)]);
    await selecting;
    expect(stream.opened()).toBe(1);
    expect(state.board).toMatchObject({ live: 'connecting', entries: [entry(1, 'Board', 3)] });

    select.stop();
    const again = select.execute('SEMI-FINAL');
    select.stop();
    answer([entry(1, 'Board', 4)]);
    await again;
    expect(stream.opened()).toBe(1);
    expect(stream.open()).toBe(0);
  });

  it('a fetch answer older than a live update does not overwrite it', async () => {
    const { stream, select, state, answer } = withBoardOnHold();
    const opening = select.execute('SEMI-FINAL');
    answer([]);
    await opening;
    const selecting = select.execute('SEMI-FINAL');
    stream.events.next({ type: 'message', value: { valid: true, entries: [entry(1, 'Live', 5)], stage: null } });
    answer([entry(1, 'Old', 1)]);
    await selecting;
    expect(state.board.entries[0].playerName).toBe('Live');
  });

  it('follows the tournament to its next stage when an update names a new stage', async () => {
    const stream = fakeLeaderboardStream();
    const port = fakeTournamentPort({ details: vi.fn(async () => ({ ...WINTER, currentState: 'FINAL' })) });
    const { select, state } = setup(stream.port, port);
    await select.execute('SEMI-FINAL');
    stream.events.next({ type: 'message', value: { valid: true, entries: [entry(1, 'Finalist', 10)], stage: 'FINAL' } });
    await vi.waitFor(() => expect(state.board.stage).toBe('FINAL'));
    // The one live stream carries the tournament in play, so it is kept and now shows the FINAL.
    stream.events.next({ type: 'message', value: { valid: true, entries: [entry(1, 'Finalist', 20)], stage: 'FINAL' } });
    expect(state.board.entries).toEqual([entry(1, 'Finalist', 20)]);
    expect(stream.opened()).toBe(1);
  });

  it('stop() ends the wanting: the stream closes', async () => {
    const stream = fakeLeaderboardStream();
    const { select, state } = setup(stream.port);
    await select.execute('SEMI-FINAL');
    select.stop();
    expect(stream.open()).toBe(0);
    expect(state.board.live).toBe('off');
  });
});

describe('SelectLeaderboardStage with the real SSE adapter (spec §9 "Leaderboard stream reconnect: 3000 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after an error shows the loss, reconnects 3 s later while wanted, and the board recovers', async () => {
    const scripted = streamingFetch([200, 200]);
    const stream = new SseLeaderboardStream({
      apiBaseUrl: 'http://api.test',
      getToken: () => null,
      onUnauthorized: vi.fn(),
      fetch: scripted.fetch,
    });
    const { select, state } = setup(stream);
    await select.execute('SEMI-FINAL');
    await settle();
    scripted.streams[0].fail();
    await settle();
    expect(state.board.streamError).toBe('connection-lost');
    await vi.advanceTimersByTimeAsync(2999);
    expect(scripted.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    scripted.streams[1].push('data: [{"rank":1,"playerName":"Back","score":7}]\n\n');
    await settle();
    expect(state.board).toMatchObject({ live: 'open', streamError: null });
    expect(state.board.entries[0].playerName).toBe('Back');
  });

  it('no reconnect once the screen stopped wanting the stream', async () => {
    const scripted = streamingFetch([503]);
    const stream = new SseLeaderboardStream({
      apiBaseUrl: 'http://api.test',
      getToken: () => null,
      onUnauthorized: vi.fn(),
      fetch: scripted.fetch,
    });
    const { select } = setup(stream);
    await select.execute('SEMI-FINAL');
    await settle();
    select.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripted.fetch).toHaveBeenCalledTimes(1);
  });
});
