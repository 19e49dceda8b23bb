import { ServiceError } from '../../errors';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Spec §8 "Tournament list failures store the first server error message or the error's own message." */
export function loadFailureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
}

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
