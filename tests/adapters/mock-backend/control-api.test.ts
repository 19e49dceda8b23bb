import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../../src/adapters/mock-backend/mock-backend';

const origin = 'http://portal.test';
const call = (backend: ReturnType<typeof createMockBackend>, path: string, init?: RequestInit) =>
  backend.handle(new Request(`${origin}${path}`, init));
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

describe('mock control API', () => {
  it('leaves paths outside the mock to the static server', async () => {
    expect(await call(createMockBackend(), '/game-details/x')).toBeUndefined();
  });

  it('answers unknown API paths with an error envelope and 404', async () => {
    const response = await call(createMockBackend(), '/api/nothing/here');
    expect(response?.status).toBe(404);
    expect(await response?.json()).toMatchObject({
      status: 'FAILED',
      errors: [{ message: expect.stringContaining('/api/nothing/here') }],
    });
  });

  it('makes the next N matching requests fail with the given status, then recovers', async () => {
    const backend = createMockBackend();
    await call(backend, '/__mock__/faults', post({ match: '/api/nothing', times: 2, status: 503 }));
    expect((await call(backend, '/api/nothing/a'))?.status).toBe(503);
    expect((await call(backend, '/api/nothing/b'))?.status).toBe(503);
    expect((await call(backend, '/api/nothing/c'))?.status).toBe(404);
  });

  it('lists only the requests that arrived after the log was cleared, even one whose body was still being read', async () => {
    const backend = createMockBackend();
    let sendRest = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode('1}'));
          controller.close();
        };
      },
    });
    const slow = call(backend, '/api/before/clear', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await call(backend, '/__mock__/requests', { method: 'DELETE' });
    sendRest();
    await slow;
    await call(backend, '/api/after/clear');
    const listed = (await (await call(backend, '/__mock__/requests'))!.json()) as { requests: Array<{ path: string }> };
    expect(listed.requests.map((request) => request.path)).toEqual(['/api/after/clear']);
  });

  it('only applies a fault to paths with its prefix', async () => {
    const backend = createMockBackend();
    await call(backend, '/__mock__/faults', post({ match: '/api/other', status: 500 }));
    expect((await call(backend, '/api/nothing'))?.status).toBe(404);
  });

  it('serves a raw body with the given content type (malformed answers)', async () => {
    const backend = createMockBackend();
    await call(backend, '/__mock__/faults', post({ match: '/api/x', body: '{"status":', contentType: 'application/json' }));
    const response = await call(backend, '/api/x');
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe('{"status":');
  });

  it('drops the connection for a network-error fault', async () => {
    const backend = createMockBackend();
    await call(backend, '/__mock__/faults', post({ match: '/api/x', networkError: true }));
    expect((await call(backend, '/api/x'))?.type).toBe('error');
  });

  it('rejects a fault without a path prefix', async () => {
    const response = await call(createMockBackend(), '/__mock__/faults', post({ times: 1 }));
    expect(response?.status).toBe(400);
  });

  it('logs requests with their JSON body and a redacted bearer token', async () => {
    const backend = createMockBackend();
    await call(backend, '/api/echo', { ...post({ gameId: 'g-1' }), headers: { authorization: 'Bearer secret-token-1234' } });
    const log = await (await call(backend, '/__mock__/requests'))!.json();
    expect(log.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/echo',
        body: { gameId: 'g-1' },
        headers: expect.objectContaining({ authorization: 'Bearer …1234' }),
      }),
    ]);
    expect(JSON.stringify(log)).not.toContain('secret-token');
  });

  it('never logs passwords, at any depth of the body', async () => {
    const backend = createMockBackend();
    await call(
      backend,
      '/api/echo',
      post({ email: 'a@b.c', password: 'Player#2025', nested: [{ newPassword: 'x1', oldPassword: 'y2' }] }),
    );
    const [entry] = backend.log.list();
    expect(entry.body).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      nested: [{ newPassword: '[redacted]', oldPassword: '[redacted]' }],
    });
  });

  it('reset restores the seed and clears faults and the log', async () => {
    const backend = createMockBackend();
    const before = backend.ctx.db;
    backend.ctx.db.game.delete({ where: { id: { equals: 'g-001' } } });
    await call(backend, '/__mock__/faults', post({ match: '/api', status: 500 }));
    await call(backend, '/__mock__/reset', { method: 'POST' });
    expect(backend.ctx.db).not.toBe(before);
    expect(backend.ctx.db.game.findFirst({ where: { id: { equals: 'g-001' } } })).not.toBeNull();
    expect(backend.faults.list()).toEqual([]);
    expect(backend.log.list()).toEqual([]);
  });
});
