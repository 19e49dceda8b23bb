import { ServiceError } from '../../errors';
import { SOMETHING_WENT_WRONG } from '../../failure-text';

export interface GameCallFailure {
  ok: false;
  code: string;
  message: string;
}

/**
 * Spec §8 "Start-game failure yields {code, message}, defaulting to UNKNOWN / NETWORK and
 * 'Something went wrong'": the server's code and message when it refused, NETWORK when no answer
 * came, UNKNOWN otherwise; the message falls back to 'Something went wrong'.
 */
export function gameCallFailure(error: unknown): GameCallFailure {
  if (error instanceof ServiceError && error.reason === 'rejected') {
    return { ok: false, code: error.code || 'UNKNOWN', message: error.message || SOMETHING_WENT_WRONG };
  }
  const code = error instanceof ServiceError && error.reason === 'network' ? 'NETWORK' : 'UNKNOWN';
  return { ok: false, code, message: SOMETHING_WENT_WRONG };
}
