import * as z from 'zod/mini';

/*
 * The answer to a game start. Spec §3 "Start-game response: not shown" and §7 "returns data":
 * nothing in it is defined, so all of it is read leniently. The session id and the game's address
 * are taken under the names servers commonly use; whatever is missing is null, and the game then
 * runs from the address on its game page (or, for a tournament, the start fails with a message).
 */
const SESSION_KEYS = ['sessionId', 'sessionid', 'session_id', 'gameSessionId', 'id'] as const;
const URL_KEYS = ['gameUrl', 'gameURL', 'playUrl', 'url', 'gameurl'] as const;

export interface StartAnswer {
  sessionId: string | null;
  playUrl: string | null;
}

/** Any `data` at all: an object is read, anything else names nothing. */
export const startAnswer = z.pipe(z.unknown(), z.transform(readStartAnswer));

export function readStartAnswer(data: unknown): StartAnswer {
  const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { sessionId: firstOf(record, SESSION_KEYS, idText), playUrl: firstOf(record, URL_KEYS, nonEmptyText) };
}

function firstOf(record: Record<string, unknown>, keys: readonly string[], read: (v: unknown) => string | null): string | null {
  for (const key of keys) {
    const value = read(record[key]);
    if (value !== null) return value;
  }
  return null;
}

const nonEmptyText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const idText = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : nonEmptyText(value);
