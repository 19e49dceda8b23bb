import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { failed, ok } from './mock-envelope';

const LEVELS = ['high', 'low'];

/**
 * Spec §7 Diagnostics: "POST /auth/bug/reporting with an array of error log entries {type,
 * message, stack, level, timestamp}. Only the status is read, and 200 means success." Whether
 * it needs authentication is not shown: the mock takes reports from guests too. Reports are kept
 * in db.errorReport so that tests and developers can see what arrived.
 */
export function diagnosticsHandlers(ctx: MockContext) {
  return [
    http.post('*/api/auth/bug/reporting', async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      if (!Array.isArray(body) || !body.every(isEntry)) {
        return failed('Expected an array of error log entries {type, message, stack, level, timestamp}');
      }
      for (const entry of body) {
        ctx.db.errorReport.create({
          id: ctx.nextId('err'),
          type: entry.type,
          message: entry.message,
          stack: entry.stack ?? '',
          level: entry.level,
          timestamp: entry.timestamp,
        });
      }
      return ok({ received: body.length });
    }),
  ];
}

interface EntryDto {
  type: string;
  message: string;
  stack?: string;
  level: string;
  timestamp: string;
}

function isEntry(value: unknown): value is EntryDto {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.type === 'string' &&
    typeof entry.message === 'string' &&
    (entry.stack === undefined || typeof entry.stack === 'string') &&
    typeof entry.level === 'string' &&
    LEVELS.includes(entry.level) &&
    typeof entry.timestamp === 'string' &&
    !Number.isNaN(Date.parse(entry.timestamp))
  );
}
