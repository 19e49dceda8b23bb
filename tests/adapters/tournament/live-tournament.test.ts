import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../../src/adapters/mock-backend/mock-backend';
import { stageEntries } from '../../../src/adapters/mock-backend/live/tournament-board';

const WINTER = 'tn-2026-winter';

/** Reads what the hub writes to one open leaderboard stream, as text. */
async function openStream(backend: ReturnType<typeof createMockBackend>) {
  const response = await backend.handle(new Request('http://localhost/api/tournament/leaderboard/broadcast'));
  const reader = response!.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += value;
    }
  })();
  return {
    text: () => text,
    events: () => text.split('\n\n').filter((e) => e.startsWith('data: ')),
    close: () => reader.cancel(),
  };
}

describe('the live tournament of the mock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every 3 s only while a leaderboard stream is open', async () => {
    const backend = createMockBackend();
    const tick = vi.spyOn(backend.live, 'tick');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tick).not.toHaveBeenCalled();
    const stream = await openStream(backend);
    await vi.advanceTimersByTimeAsync(9000);
    expect(tick).toHaveBeenCalledTimes(3);
    await stream.close();
    await vi.advanceTimersByTimeAsync(9000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('can be driven by hand: a tick raises scores and re-ranks the stage in play', () => {
    const backend = createMockBackend({ live: { auto: false } });
    const total = () => stageEntries(backend.ctx.db, WINTER, 'SEMI-FINAL').reduce((sum, e) => sum + e.score, 0);
    const before = total();
    expect(backend.live.tick()).toBe(true);
    expect(total()).toBeGreaterThan(before);
    const ranked = stageEntries(backend.ctx.db, WINTER, 'SEMI-FINAL');
    expect(ranked.map((e) => e.score)).toEqual([...ranked.map((e) => e.score)].sort((a, b) => b - a));
  });

  it('sizes the board in play to thousands of players through the control API, still ranked best first after a tick', async () => {
    const backend = createMockBackend({ live: { auto: false } });
    const control = (body: unknown) =>
      backend.handle(
        new Request('http://localhost/__mock__/tournament/board-size', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await control({ players: 0 }))!.status).toBe(400);
    expect(await (await control({ players: 2000 }))!.json()).toEqual({ stage: 'SEMI-FINAL', players: 2000 });
    expect(backend.live.tick()).toBe(true);
    const ranked = stageEntries(backend.ctx.db, WINTER, 'SEMI-FINAL');
    expect(ranked).toHaveLength(2000);
    expect(ranked.map((e) => e.rank)).toEqual(ranked.map((_, i) => i + 1));
    expect(ranked.map((e) => e.score)).toEqual([...ranked.map((e) => e.score)].sort((a, b) => b - a));
    expect(await (await control({ players: 500, stage: 'FIRST-ROUND' }))!.json()).toEqual({ stage: 'FIRST-ROUND', players: 500 });
    expect(stageEntries(backend.ctx.db, WINTER, 'FIRST-ROUND')).toHaveLength(500);
  });

  it("moves through the stages to COMPLETED, advancing the qualified players' userState", () => {
    const backend = createMockBackend({ live: { auto: false } });
    const db = backend.ctx.db;
    expect(backend.live.advanceStage()).toBe('FINAL');
    const finalists = stageEntries(db, WINTER, 'FINAL');
    expect(finalists.length).toBeGreaterThan(1);
    const registration = db.tournamentRegistration.findFirst({
      where: { userId: { equals: 'u-subscriber' }, tournamentId: { equals: WINTER } },
    });
    expect(registration?.userState).toBe(finalists.some((e) => e.userId === 'u-subscriber') ? 'FINAL' : 'SEMI-FINAL');
    expect(backend.live.advanceStage()).toBe('COMPLETED');
    expect(db.tournament.findFirst({ where: { id: { equals: WINTER } } })?.isOpen).toBe(false);
    expect(backend.live.advanceStage()).toBeNull();
    expect(backend.live.tick()).toBe(false);
  });

  it('a reset drops every open stream and restores the seed', async () => {
    const backend = createMockBackend({ live: { auto: false } });
    await openStream(backend);
    backend.live.advanceStage();
    await backend.handle(new Request('http://localhost/__mock__/reset', { method: 'POST' }));
    expect(backend.streams.count()).toBe(0);
    expect(backend.ctx.db.tournament.findFirst({ where: { id: { equals: WINTER } } })?.currentState).toBe('SEMI-FINAL');
  });
});
