import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../../src/adapters/mock-backend/mock-backend';
import { emptyProgress, type PlayerProgress } from '../../../src/domain/player-progress';

const origin = 'http://portal.test';
type Backend = ReturnType<typeof createMockBackend>;

/** A session for a seeded account, as a login would make it. */
function signedIn(backend: Backend, email: string): string {
  const user = backend.ctx.db.user.findFirst({ where: { email: { equals: email } } })!;
  const token = `token-${user.id}`;
  backend.ctx.db.authSession.create({ token, userId: user.id, loginSource: 'email', createdAt: '2026-11-27T00:00:00Z' });
  return token;
}

const call = async (backend: Backend, path: string, token: string | null, body?: unknown) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = (await backend.handle(
    new Request(`${origin}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) }),
  ))!;
  return { status: response.status, body: (await response.json()) as { data: { progress: PlayerProgress | null } } };
};

/** A phone's record: one day's challenge, a best, an achievement and its rounds. */
const phone = (origin: string, playedAt: number, score: number): PlayerProgress => ({
  ...emptyProgress(origin),
  daily: { '2026-11-27': { game: 'snake', mode: 'classic', seed: 42, score, playedAt } },
  bests: { snake: { classic: { score, setAt: playedAt } } },
  achievements: { 'snake.first-round': { earnedAt: playedAt } },
  rounds: { [origin]: { snake: { classic: 3 } } },
});

describe('the mock’s calls for progress across devices', () => {
  it('are not served unless the flag asks for them: the spec’s backend has no such calls', async () => {
    const backend = createMockBackend();
    const token = signedIn(backend, 'free@example.com');
    expect((await call(backend, '/api/player/progress', token)).status).toBe(404);
    expect((await call(backend, '/api/player/progress/merge', token, { progress: phone('a', 1, 1) })).status).toBe(404);
  });

  it('keep one record per account, merged by the login’s rules: a day once, the earlier attempt, a record’s rounds once, and nothing for another account or a guest', async () => {
    const backend = createMockBackend({ progressSync: true });
    const token = signedIn(backend, 'free@example.com');
    expect((await call(backend, '/api/player/progress', token)).body.data.progress).toBeNull();
    expect((await call(backend, '/api/player/progress', null)).status).toBe(401);

    const first = phone('phone-a', 2_000, 120);
    await call(backend, '/api/player/progress/merge', token, { progress: first });
    // The same phone sends its record again: nothing counts twice.
    await call(backend, '/api/player/progress/merge', token, { progress: first });
    // Another phone played the same day earlier, with a lower score.
    const merged = (await call(backend, '/api/player/progress/merge', token, { progress: phone('phone-b', 1_000, 80) })).body.data
      .progress!;
    expect(merged.daily['2026-11-27']).toMatchObject({ score: 80, playedAt: 1_000 });
    expect(merged.bests.snake?.classic?.score).toBe(120);
    expect(merged.achievements['snake.first-round']).toEqual({ earnedAt: 1_000 });
    expect(merged.rounds).toEqual({ 'phone-a': { snake: { classic: 3 } }, 'phone-b': { snake: { classic: 3 } } });
    expect((await call(backend, '/api/player/progress', token)).body.data.progress).toEqual(merged);

    const other = signedIn(backend, 'player@example.com');
    expect((await call(backend, '/api/player/progress', other)).body.data.progress).toBeNull();
    expect((await call(backend, '/api/player/progress/merge', token, { progress: 'nothing' })).status).toBe(400);
  });

  it('start empty again after the mock is reset', async () => {
    const backend = createMockBackend({ progressSync: true });
    await call(backend, '/api/player/progress/merge', signedIn(backend, 'free@example.com'), {
      progress: phone('phone-a', 1, 1),
    });
    await backend.handle(new Request(`${origin}/__mock__/reset`, { method: 'POST' }));
    expect((await call(backend, '/api/player/progress', signedIn(backend, 'free@example.com'))).body.data.progress).toBeNull();
  });
});
