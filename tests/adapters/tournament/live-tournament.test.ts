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
