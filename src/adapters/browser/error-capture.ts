import type { ErrorLogInput, ErrorLogType } from '../../domain/error-log';
import { REPORT_FAILED_MESSAGE } from '../../application/use-cases/diagnostics/report-error';

/** The parts of `window` the capture needs (a fake in tests). */
export interface CaptureTarget {
  console: Pick<Console, 'error' | 'warn'>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** Distinct errors remembered for de-duplication; the oldest is forgotten first. */
const MAX_REMEMBERED = 200;

/**
 * Spec §7 Diagnostics: "Console errors, warnings, unhandled errors and rejected promises are sent
 * to it, de-duplicated by message and position." The console keeps working as before (the
 * originals are always called first). Returns a function that uninstalls the capture.
 *
 * No loops: the report's own failure message ('Failed to send log to API:') is never captured,
 * and anything logged while a capture is being handed over is ignored.
 */
export function installErrorCapture(target: CaptureTarget, report: (input: ErrorLogInput) => void): () => void {
  const seen = new Set<string>();
  let handing = false;

  const capture = (type: ErrorLogType, message: string, stack: string, position: string) => {
    if (handing || message.startsWith(REPORT_FAILED_MESSAGE)) return;
    const key = `${message}\n${position}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (seen.size > MAX_REMEMBERED) seen.delete(seen.values().next().value as string);
    handing = true;
    try {
      report({ type, message, stack });
    } catch {
      // Reporting must never break the page that logged.
    } finally {
      handing = false;
    }
  };

  const wrap = (method: 'error' | 'warn', type: ErrorLogType) => {
    const original = target.console[method];
    target.console[method] = function (this: unknown, ...args: unknown[]) {
      original.apply(this, args);
      capture(type, formatArgs(args), stackOf(args), callerPosition(new Error().stack));
    };
    return () => {
      target.console[method] = original;
    };
  };

  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const position = e.filename ? `${e.filename}:${e.lineno ?? 0}:${e.colno ?? 0}` : firstPosition(stackText(e.error));
    capture(
      'error',
      e.error !== undefined && e.error !== null ? textOf(e.error) : (e.message ?? 'Script error'),
      stackText(e.error),
      position,
    );
  };
  const onRejection = (event: Event) => {
    const reason: unknown = (event as PromiseRejectionEvent).reason;
    capture('unhandledrejection', textOf(reason), stackText(reason), firstPosition(stackText(reason)));
  };

  const restoreError = wrap('error', 'error');
  const restoreWarn = wrap('warn', 'warning');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    restoreError();
    restoreWarn();
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The text form of console arguments, with the console's %s/%d/%o substitutions applied. */
export function formatArgs(args: readonly unknown[]): string {
  const rest = [...args];
  let head = '';
  if (typeof rest[0] === 'string' && /%[sdifoOc]/.test(rest[0])) {
    head = (rest.shift() as string).replace(/%([sdifoOc%])/g, (match, spec: string) => {
      if (spec === '%') return '%';
      if (rest.length === 0) return match;
      const value = rest.shift();
      return spec === 'c' ? '' : textOf(value);
    });
  }
  return [head, ...rest.map(textOf)].filter((part) => part !== '').join(' ');
}

/** Spec §3 "message (text form of the error)". */
export function textOf(value: unknown): string {
  if (value instanceof Error) return value.message ? `${value.name}: ${value.message}` : value.name;
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function stackOf(args: readonly unknown[]): string {
  return stackText(args.find((arg) => arg instanceof Error));
}

function stackText(value: unknown): string {
  return value instanceof Error && typeof value.stack === 'string' ? value.stack : '';
}

/** `file:line:col` of every frame of a stack (V8 "at f (file:1:2)" and Firefox "f@file:1:2"). */
function positions(stack: string | undefined): string[] {
  return (stack ?? '')
    .split('\n')
    .map((line) => /([^\s(@]+:\d+:\d+)\)?\s*$/.exec(line)?.[1])
    .filter((position): position is string => Boolean(position));
}

function firstPosition(stack: string): string {
  return positions(stack)[0] ?? '';
}

/** Inside a console wrapper: frame 0 is the wrapper itself, frame 1 the code that logged. */
function callerPosition(stack: string | undefined): string {
  return positions(stack)[1] ?? '';
}
