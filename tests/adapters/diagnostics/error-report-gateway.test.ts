import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpErrorReportGateway } from '../../../src/adapters/http/http-error-report-gateway';
import { ReportError } from '../../../src/application/use-cases/diagnostics/report-error';
import { errorLogEntry } from '../../../src/domain/error-log';
import { fakeStorage } from '../../support/fakes';
import { TEST_ORIGIN, startMockServer } from '../../support/mock-server';

const server = startMockServer();
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.useRealTimers());

const NOW = new Date('2026-03-01T10:00:00.000Z');
const gateway = () =>
  new HttpErrorReportGateway(
    new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => null, onUnauthorized: vi.fn() }),
  );

describe('POST /auth/bug/reporting through the real HttpClient and the mock', () => {
  it('posts the array of entries with exactly the spec fields and reads 200', async () => {
    const entries = [
      errorLogEntry({ type: 'error', message: 'boom', stack: 'at x (a.js:1:1)' }, NOW),
      errorLogEntry({ type: 'warning', message: 'hm' }, NOW),
    ];
    await expect(gateway().send(entries)).resolves.toBe(200);

    const [request] = server.backend().log.list();
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/bug/reporting' });
    expect(request.body).toEqual(
      entries.map(({ type, message, stack, level, timestamp }) => ({ type, message, stack, level, timestamp })),
    );
    expect(
      server
        .backend()
        .ctx.db.errorReport.getAll()
        .map((r) => [r.type, r.message, r.level]),
    ).toEqual([
      ['error', 'boom', 'high'],
      ['warning', 'hm', 'low'],
    ]);
  });

  it('answers with the status of a refused report instead of throwing', async () => {
    server.backend().faults.add({ match: '/api/auth/bug/reporting', status: 400 });
    await expect(gateway().send([errorLogEntry({ type: 'error', message: 'x' }, NOW)])).resolves.toBe(400);
  });

  it('goes through the cross-call retries: a 5xx is retried 3 times, then its status is the answer', async () => {
    vi.useFakeTimers();
    server.backend().faults.add({ match: '/api/auth/bug/reporting', status: 500, times: 4 });
    const sent = gateway().send([errorLogEntry({ type: 'error', message: 'x' }, NOW)]);
    await vi.advanceTimersByTimeAsync(6000);
    await expect(sent).resolves.toBe(500);
    expect(server.backend().log.list()).toHaveLength(4);
  });

  it('end to end: a failing server keeps the log, the next 200 clears it', async () => {
    vi.useFakeTimers();
    const storage = fakeStorage();
    const logged: unknown[] = [];
    const report = new ReportError(storage, gateway(), () => NOW, { error: (message) => void logged.push(message) });
    server.backend().faults.add({ match: '/api/auth/bug/reporting', status: 503, times: 4 });

    const failing = report.execute({ type: 'error', message: 'first' });
    await vi.advanceTimersByTimeAsync(6000);
    await failing;
    expect(storage.get('error-log')?.map((e) => e.message)).toEqual(['first']);
    expect(logged).toEqual(['Failed to send log to API:']);

    await report.execute({ type: 'warning', message: 'second' });
    expect(storage.raw()).not.toHaveProperty('error-log');
    expect(
      server
        .backend()
        .ctx.db.errorReport.getAll()
        .map((r) => r.message),
    ).toEqual(['first', 'second']);
  });
});
