import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatArgs, installErrorCapture, type CaptureTarget } from '../../../src/adapters/browser/error-capture';
import type { ErrorLogInput } from '../../../src/domain/error-log';

/** A stand-in for `window`: a real EventTarget with a console whose originals are spies. */
function fakeWindow() {
  const events = new EventTarget();
  const originals = { error: vi.fn(), warn: vi.fn() };
  const target: CaptureTarget = {
    console: { error: originals.error, warn: originals.warn },
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
  };
  const dispatch = (type: string, fields: Record<string, unknown>) =>
    events.dispatchEvent(Object.assign(new Event(type), fields));
  return { target, originals, dispatch };
}

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function capture() {
  const win = fakeWindow();
  const reported: ErrorLogInput[] = [];
  uninstall = installErrorCapture(win.target, (input) => void reported.push(input));
  return { ...win, reported };
}

/** One call site per line, so each call has its own position. */
const logTwiceFromOnePlace = (console: CaptureTarget['console'], message: string) => {
  for (let i = 0; i < 2; i++) console.error(message);
};

describe('error capture (spec §7 Diagnostics)', () => {
  it('reports console.error as type error and still prints it', () => {
    const { target, originals, reported } = capture();
    const error = new TypeError('x is undefined');
    target.console.error('Render failed:', error);
    expect(originals.error).toHaveBeenCalledWith('Render failed:', error);
    expect(reported).toEqual([{ type: 'error', message: 'Render failed: TypeError: x is undefined', stack: error.stack }]);
  });

  it('reports console.warn as type warning', () => {
    const { target, originals, reported } = capture();
    target.console.warn('Using the default configuration');
    expect(originals.warn).toHaveBeenCalled();
    expect(reported).toMatchObject([{ type: 'warning', message: 'Using the default configuration', stack: '' }]);
  });

  it('reports an uncaught error with its stack', () => {
    const { dispatch, reported } = capture();
    const error = new Error('kaboom');
    dispatch('error', { message: 'Uncaught Error: kaboom', filename: 'https://app/x.js', lineno: 3, colno: 7, error });
    expect(reported).toEqual([{ type: 'error', message: 'Error: kaboom', stack: error.stack }]);
  });

  it('reports a rejected promise nobody handled', () => {
    const { dispatch, reported } = capture();
    dispatch('unhandledrejection', { reason: new Error('request failed') });
    dispatch('unhandledrejection', { reason: 'plain text reason' });
    expect(reported.map((r) => [r.type, r.message])).toEqual([
      ['unhandledrejection', 'Error: request failed'],
      ['unhandledrejection', 'plain text reason'],
    ]);
  });

  it('de-duplicates the same message from the same position', () => {
    const { target, reported } = capture();
    logTwiceFromOnePlace(target.console, 'same thing');
    expect(reported).toHaveLength(1);
  });

  it('keeps the same message from another position, and another message from the same position', () => {
    const { target, dispatch, reported } = capture();
    target.console.error('same thing');
    target.console.error('same thing');
    dispatch('error', { message: 'm', filename: 'a.js', lineno: 1, colno: 1 });
    dispatch('error', { message: 'm', filename: 'a.js', lineno: 1, colno: 1 });
    dispatch('error', { message: 'm', filename: 'a.js', lineno: 2, colno: 1 });
    dispatch('error', { message: 'other', filename: 'a.js', lineno: 2, colno: 1 });
    expect(reported.map((r) => r.message)).toEqual(['same thing', 'same thing', 'm', 'm', 'other']);
  });

  it("never captures the report's own failure message, so a failing server cannot cause a loop", () => {
    const { target, originals, reported } = capture();
    target.console.error('Failed to send log to API:', new Error('HTTP 500'));
    expect(originals.error).toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('ignores what the report itself logs while it is handed over', () => {
    const win = fakeWindow();
    const reported: ErrorLogInput[] = [];
    uninstall = installErrorCapture(win.target, (input) => {
      reported.push(input);
      win.target.console.error('logged by the reporter');
    });
    win.target.console.error('first');
    expect(reported.map((r) => r.message)).toEqual(['first']);
  });

  it('survives a reporter that throws', () => {
    const win = fakeWindow();
    uninstall = installErrorCapture(win.target, () => {
      throw new Error('reporter broken');
    });
    expect(() => win.target.console.error('x')).not.toThrow();
  });

  it('restores the console and stops listening when uninstalled', () => {
    const { target, originals, dispatch, reported } = capture();
    uninstall?.();
    uninstall = undefined;
    expect(target.console.error).toBe(originals.error);
    dispatch('error', { message: 'late', filename: 'a.js', lineno: 1, colno: 1 });
    expect(reported).toEqual([]);
  });
});

describe('the text form of console arguments', () => {
  it('applies %s and %d substitutions and drops %c styles', () => {
    expect(formatArgs(['%cWarning: %s failed %d times', 'color: red', 'login', 3, 'extra'])).toBe(
      'Warning: login failed 3 times extra',
    );
  });

  it('writes objects as JSON and survives circular ones', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatArgs(['data', { a: 1 }])).toBe('data {"a":1}');
    expect(formatArgs([circular])).toBe('[object Object]');
  });
});
