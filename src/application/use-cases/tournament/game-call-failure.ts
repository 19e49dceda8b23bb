import { ServiceError } from '../../errors';
import { failureOf } from '../../failure-text';
import type { Notice } from '../../notices';

export interface GameCallFailure {
  ok: false;
  code: string;
  message: Notice;
}

/**
 * Spec §8 "Start-game failure yields {code, message}, defaulting to UNKNOWN / NETWORK and
 * 'Something went wrong'": the server's code and message when it refused, NETWORK when no answer
 * came, UNKNOWN otherwise; the message falls back to 'Something went wrong'.
 */
export function gameCallFailure(error: unknown): GameCallFailure {
  if (error instanceof ServiceError && error.reason === 'rejected') {
    return { ok: false, code: error.code || 'UNKNOWN', message: failureOf(error) };
  }
  const code = error instanceof ServiceError && error.reason === 'network' ? 'NETWORK' : 'UNKNOWN';
  return { ok: false, code, message: { code: 'something-went-wrong' } };
}
