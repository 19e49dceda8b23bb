import { describe, expect, it } from 'vitest';
import { ReportError, REPORT_FAILED_MESSAGE } from '../../../src/application/use-cases/diagnostics/report-error';
import type { ErrorReportPort } from '../../../src/application/ports/error-report.port';
import type { ErrorLogEntry } from '../../../src/domain/error-log';
import { fakeStorage } from '../../support/fakes';

const NOW = new Date('2026-03-01T10:00:00.000Z');

/** A bug-reporting endpoint whose answers the test releases one by one. */
function fakeReports() {
  const calls: Array<{ entries: ErrorLogEntry[]; answer: (status: number) => void; fail: (error: unknown) => void }> = [];
  const port: ErrorReportPort = {
    send: (entries) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ entries: [...entries], answer: resolve, fail: reject });
      }),
  };
  const messages = (i: number) => calls[i].entries.map((e) => e.message);
  return { port, calls, messages };
}

function setup(storage = fakeStorage()) {
  const reports = fakeReports();
  const logged: unknown[][] = [];
  const useCase = new ReportError(storage, reports.port, () => NOW, { error: (...args) => void logged.push(args) });
  const stored = () => (storage.get('error-log') ?? []).map((e) => e.message);
  return { useCase, storage, reports, logged, stored };
}

/** Lets the use case run its awaits. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ReportError (spec §4 error log)', () => {
  it('stores the new entry before posting, with the spec fields and level', async () => {
    const { useCase, storage, reports } = setup();
    void useCase.execute({ type: 'error', message: 'TypeError: boom' });
    expect(storage.get('error-log')).toEqual([
      { type: 'error', message: 'TypeError: boom', stack: '', level: 'high', timestamp: '2026-03-01T10:00:00.000Z' },
    ]);
    expect(reports.calls).toHaveLength(1);
  });

  it('posts the whole stored list, older entries included', async () => {
    const { useCase, reports } = setup(fakeStorage());
    const first = useCase.execute({ type: 'warning', message: 'first' });
    reports.calls[0].answer(500);
    await first;
    void useCase.execute({ type: 'error', message: 'second' });
    expect(reports.messages(1)).toEqual(['first', 'second']);
  });

  it('clears the list when the server answers 200', async () => {
    const storage = fakeStorage();
    const { useCase, reports } = setup(storage);
    const done = useCase.execute({ type: 'error', message: 'boom' });
    reports.calls[0].answer(200);
    await done;
    expect(storage.raw()).not.toHaveProperty('error-log');
  });

  it.each([500, 204, 401])('keeps the entries when the server answers %s and says so on the console only', async (status) => {
    const { useCase, reports, stored, logged } = setup();
    const done = useCase.execute({ type: 'error', message: 'boom' });
    reports.calls[0].answer(status);
    await expect(done).resolves.toBeUndefined();
    expect(stored()).toEqual(['boom']);
    expect(logged).toHaveLength(1);
    expect(logged[0][0]).toBe(REPORT_FAILED_MESSAGE);
    expect(String(logged[0][1])).toContain(String(status));
  });

  it('keeps the entries when no answer arrives, logging the error itself', async () => {
    const { useCase, reports, stored, logged } = setup();
    const done = useCase.execute({ type: 'error', message: 'boom' });
    const offline = new Error('No connection');
    reports.calls[0].fail(offline);
    await done;
    expect(stored()).toEqual(['boom']);
    expect(logged).toEqual([[REPORT_FAILED_MESSAGE, offline]]);
  });

  it('never throws, even when the report port throws at once', async () => {
    const storage = fakeStorage();
    const useCase = new ReportError(
      storage,
      {
        send: () => {
          throw new Error('broken');
        },
      },
      () => NOW,
      {
        error: () => {
          throw new Error('console gone');
        },
      },
    );
    await expect(useCase.execute({ type: 'error', message: 'boom' })).resolves.toBeUndefined();
    expect(storage.get('error-log')).toHaveLength(1);
  });

  it('keeps the entries across a reload and sends them at the next start', async () => {
    const storage = fakeStorage();
    const before = setup(storage);
    const failed = before.useCase.execute({ type: 'error', message: 'from the last visit' });
    before.reports.calls[0].answer(503);
    await failed;

    const after = setup(storage);
    const pending = after.useCase.sendPending();
    expect(after.reports.messages(0)).toEqual(['from the last visit']);
    after.reports.calls[0].answer(200);
    await pending;
    expect(after.stored()).toEqual([]);
  });

  it('sends nothing at start when nothing is pending', async () => {
    const { useCase, reports } = setup();
    await useCase.sendPending();
    expect(reports.calls).toHaveLength(0);
  });

  it('keeps one report in flight: errors meanwhile wait and go out together once it succeeded', async () => {
    const { useCase, reports, stored } = setup();
    const first = useCase.execute({ type: 'error', message: 'a' });
    void useCase.execute({ type: 'error', message: 'b' });
    void useCase.execute({ type: 'warning', message: 'c' });
    expect(reports.calls).toHaveLength(1);

    reports.calls[0].answer(200);
    await settle();
    // Only what was posted is cleared; b and c were stored meanwhile and follow in one report.
    expect(reports.messages(1)).toEqual(['b', 'c']);
    reports.calls[1].answer(200);
    await first;
    expect(stored()).toEqual([]);
    expect(reports.calls).toHaveLength(2);
  });

  it('after a failed report does not retry in a loop: the waiting entries go with the next error', async () => {
    const { useCase, reports, stored } = setup();
    const first = useCase.execute({ type: 'error', message: 'a' });
    void useCase.execute({ type: 'error', message: 'b' });
    reports.calls[0].answer(500);
    await first;
    await settle();
    expect(reports.calls).toHaveLength(1);
    expect(stored()).toEqual(['a', 'b']);

    void useCase.execute({ type: 'error', message: 'c' });
    expect(reports.messages(1)).toEqual(['a', 'b', 'c']);
  });

  it('redacts secrets before they are stored or sent', async () => {
    const { useCase, reports, stored } = setup();
    void useCase.execute({ type: 'error', message: 'login failed for token tok-42 with code 123456', stack: 'Bearer tok-42' });
    expect(JSON.stringify(reports.calls[0].entries)).not.toMatch(/tok-42|123456/);
    expect(stored()[0]).not.toContain('tok-42');
  });
});
