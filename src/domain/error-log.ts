/**
 * The client error log (spec §3 "Error log entry: type, message (text form of the error),
 * stack (optional, default empty), level, timestamp (ISO date-time)"; storage key 'error log list').
 *
 * The stored list is bounded and scrubbed: a log that is shipped to a server and kept in
 * localStorage must never hold a session token, a one-time code or a password, and a page that
 * fails in a loop must not fill the browser's storage.
 */

/**
 * Where an entry came from. 'error' = console.error or an uncaught error, 'warning' =
 * console.warn, 'unhandledrejection' = a rejected promise nobody handled (decision: the spec names
 * only 'error' in its level rule, so a rejection is reported but ranked low).
 */
export type ErrorLogType = 'error' | 'warning' | 'unhandledrejection';
export type ErrorLogLevel = 'high' | 'low';

export interface ErrorLogEntry {
  type: string;
  message: string;
  stack: string;
  level: ErrorLogLevel;
  timestamp: string;
}

export interface ErrorLogInput {
  type: ErrorLogType;
  message: string;
  stack?: string;
}

export interface ErrorLogLimits {
  maxEntries: number;
  /** Size of the stored JSON in UTF-8 bytes. */
  maxBytes: number;
}

/** Decision (spec silent): 50 entries or 32 KB, whichever is reached first; the oldest go first. */
export const ERROR_LOG_LIMITS: ErrorLogLimits = { maxEntries: 50, maxBytes: 32 * 1024 };
/** One entry may never crowd out the whole log: long texts are cut. */
const MAX_MESSAGE_CHARS = 1000;
const MAX_STACK_CHARS = 4000;

/** Spec §5: "Error level is high when type is error, otherwise low." */
export const errorLevel = (type: string): ErrorLogLevel => (type === 'error' ? 'high' : 'low');

export function errorLogEntry(input: ErrorLogInput, now: Date): ErrorLogEntry {
  return {
    type: input.type,
    message: cut(redactSecrets(input.message), MAX_MESSAGE_CHARS),
    stack: cut(redactSecrets(input.stack ?? ''), MAX_STACK_CHARS),
    level: errorLevel(input.type),
    timestamp: now.toISOString(),
  };
}

/**
 * Secrets that can end up in an error text: bearer tokens (header dumps), the portal's session
 * and esports tokens ('tok-…', 'esp-…'), `token=`/`password=`/`otp=` pairs in URLs and bodies
 * (also as JSON fields), and 6-digit one-time codes.
 */
const REDACTIONS: Array<[RegExp, string]> = [
  [/\bBearer\s+[^\s"',;]+/gi, 'Bearer [redacted]'],
  [/(["']?\b\w*(?:password|passwd|pwd|otp|token)\b["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi, '$1[redacted]'],
  [/\b(?:tok|esp)-[A-Za-z0-9_-]+/g, '[redacted]'],
  // Not after ':' or '.', so the line:column positions of a stack trace stay readable.
  [/(?<![\w.:])\d{6}(?![\w.:])/g, '[redacted]'],
];

export function redactSecrets(text: string): string {
  return REDACTIONS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Spec §4: "each new entry is appended to the stored list"; the list stays within the limits. */
export function appendToErrorLog(
  list: readonly ErrorLogEntry[],
  entry: ErrorLogEntry,
  limits: ErrorLogLimits = ERROR_LOG_LIMITS,
): ErrorLogEntry[] {
  return boundErrorLog([...list, entry], limits);
}

/** Drops the oldest entries until the list fits both the count and the byte limit. */
export function boundErrorLog(list: readonly ErrorLogEntry[], limits: ErrorLogLimits = ERROR_LOG_LIMITS): ErrorLogEntry[] {
  const kept = list.slice(-limits.maxEntries);
  let bytes = utf8Length(JSON.stringify(kept));
  while (kept.length > 0 && bytes > limits.maxBytes) {
    const dropped = kept.shift()!;
    // The entry plus the comma that separated it from the next one.
    bytes -= utf8Length(JSON.stringify(dropped)) + (kept.length > 0 ? 1 : 0);
  }
  return kept;
}

/**
 * The entries of `current` that were not in `sent`: what remains after a report answered 200.
 * Entries appended while the report was on its way are kept for the next one.
 */
export function withoutSent(current: readonly ErrorLogEntry[], sent: readonly ErrorLogEntry[]): ErrorLogEntry[] {
  const pending = new Map<string, number>();
  for (const entry of sent) pending.set(keyOf(entry), (pending.get(keyOf(entry)) ?? 0) + 1);
  return current.filter((entry) => {
    const count = pending.get(keyOf(entry)) ?? 0;
    if (count === 0) return true;
    pending.set(keyOf(entry), count - 1);
    return false;
  });
}

/** A stored list read back from storage: only well-formed entries survive (tampered data is dropped). */
export function parseErrorLog(value: unknown): ErrorLogEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isErrorLogEntry);
}

function isErrorLogEntry(value: unknown): value is ErrorLogEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.type === 'string' &&
    typeof entry.message === 'string' &&
    typeof entry.stack === 'string' &&
    (entry.level === 'high' || entry.level === 'low') &&
    typeof entry.timestamp === 'string'
  );
}

const keyOf = (entry: ErrorLogEntry): string => JSON.stringify([entry.timestamp, entry.type, entry.message, entry.stack]);

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** UTF-8 length without TextEncoder, so the rule stays pure and runs anywhere. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
