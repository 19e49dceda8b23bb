import { ServiceError } from '../../errors';
import type { ShowNotification } from '../notifications/show-notification';

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Spec §8 "List and genre load failures use the raw error message." */
export function rawMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
}

/**
 * Spec §8 "A response whose status is not OK shows an error modal titled 'Failed' with the first
 * error message, or 'Something went wrong'." A 401 shows nothing: the HTTP client has already
 * ended the session and sent the player to /login.
 */
export function reportFailure(notify: ShowNotification, error: unknown): void {
  if (error instanceof ServiceError && error.reason === 'unauthorized') return;
  notify.failed(error, SOMETHING_WENT_WRONG);
}
