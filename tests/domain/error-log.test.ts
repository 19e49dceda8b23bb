import { describe, expect, it } from 'vitest';
import {
  ERROR_LOG_LIMITS,
  appendToErrorLog,
  boundErrorLog,
  errorLevel,
  errorLogEntry,
  parseErrorLog,
  redactSecrets,
  utf8Length,
  withoutSent,
  type ErrorLogEntry,
} from '../../src/domain/error-log';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const entry = (message: string, type: 'error' | 'warning' = 'error'): ErrorLogEntry => errorLogEntry({ type, message }, NOW);

describe('an error log entry', () => {
  it('has the spec fields: type, message, stack defaulting to empty, level and an ISO timestamp', () => {
    expect(errorLogEntry({ type: 'error', message: 'TypeError: x is undefined' }, NOW)).toEqual({
      type: 'error',
      message: 'TypeError: x is undefined',
      stack: '',
      level: 'high',
      timestamp: '2026-03-01T10:00:00.000Z',
    });
  });

  // Spec §5: "Error level is high when type is error, otherwise low."
  it.each([
    ['error', 'high'],
    ['warning', 'low'],
    ['unhandledrejection', 'low'],
  ])('ranks type %s as level %s', (type, level) => {
    expect(errorLevel(type)).toBe(level);
    expect(errorLogEntry({ type: type as 'error', message: 'm' }, NOW).level).toBe(level);
  });

  it('cuts a very long message and stack so that one entry cannot fill the log', () => {
    const long = errorLogEntry({ type: 'error', message: 'x'.repeat(50_000), stack: 'y'.repeat(50_000) }, NOW);
    expect(long.message.length).toBeLessThanOrEqual(1000);
    expect(long.stack.length).toBeLessThanOrEqual(4000);
  });
});

describe('redaction: the log never holds tokens, codes or passwords', () => {
  it.each([
    ['Authorization: Bearer abc.def.ghi failed', 'abc.def.ghi'],
    ['session tok-1f3 expired', 'tok-1f3'],
    ['esports token esp-9zz rejected', 'esp-9zz'],
    ['Invalid OTP 123456 for 01700000001', '123456'],
    ['POST /login password=Player#2025&x=1', 'Player#2025'],
    ['body {"email":"a@b.c","newPassword":"S3cret!x"}', 'S3cret!x'],
    ['{"otp": "654321"}', '654321'],
    ['GET /x?token=abcdef1234 failed', 'abcdef1234'],
  ])('scrubs the secret out of %j', (text, secret) => {
    const scrubbed = redactSecrets(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('redacted');
  });

  it('scrubs the stack as well as the message', () => {
    const e = errorLogEntry({ type: 'error', message: 'm', stack: 'Error: Bearer tok-7\n    at login (app.js:1:2)' }, NOW);
    expect(e.stack).not.toContain('tok-7');
  });

  it('keeps the line and column of a stack frame readable, even six digits long', () => {
    expect(redactSecrets('at render (https://x/assets/index-abc.js:1:123456)')).toBe(
      'at render (https://x/assets/index-abc.js:1:123456)',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(redactSecrets('Cannot read properties of undefined (reading "games")')).toBe(
      'Cannot read properties of undefined (reading "games")',
    );
  });
});

describe('the stored list', () => {
  it('appends a new entry after the stored ones (spec §4)', () => {
    const list = appendToErrorLog([entry('first')], entry('second'));
    expect(list.map((e) => e.message)).toEqual(['first', 'second']);
  });

  it('is bounded by count: the oldest entries are dropped first', () => {
    let list: ErrorLogEntry[] = [];
    for (let i = 1; i <= ERROR_LOG_LIMITS.maxEntries + 10; i++) list = appendToErrorLog(list, entry(`error ${i}`));
    expect(list).toHaveLength(ERROR_LOG_LIMITS.maxEntries);
    expect(list[0].message).toBe('error 11');
    expect(list.at(-1)?.message).toBe(`error ${ERROR_LOG_LIMITS.maxEntries + 10}`);
  });

  it('is bounded by bytes: the oldest entries are dropped until the JSON fits', () => {
    let list: ErrorLogEntry[] = [];
    for (let i = 1; i <= 40; i++) list = appendToErrorLog(list, entry(`${i} ${'é'.repeat(990)}`));
    expect(utf8Length(JSON.stringify(list))).toBeLessThanOrEqual(ERROR_LOG_LIMITS.maxBytes);
    expect(list.length).toBeLessThan(40);
    expect(list.at(-1)?.message.startsWith('40 ')).toBe(true);
  });

  it('keeps the newest entry even when limits are tiny', () => {
    expect(boundErrorLog([entry('a'), entry('b')], { maxEntries: 1, maxBytes: 10_000 }).map((e) => e.message)).toEqual(['b']);
  });

  it('after a delivered report keeps only what was stored meanwhile', () => {
    const a = entry('a');
    const b = entry('b');
    const later = entry('later');
    expect(withoutSent([a, b, later], [a, b])).toEqual([later]);
  });

  it('reads back only well-formed entries (tampered storage is ignored)', () => {
    expect(parseErrorLog([entry('ok'), { type: 'error' }, 42, null])).toEqual([entry('ok')]);
    expect(parseErrorLog('not a list')).toEqual([]);
  });
});
