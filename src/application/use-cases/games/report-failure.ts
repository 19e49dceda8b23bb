import { endedSession } from '../../failure-text';
import type { ShowNotification } from '../notifications/show-notification';

/**
 * Spec §8 "A response whose status is not OK shows an error modal titled 'Failed' with the first
 * error message, or 'Something went wrong'." A 401 shows nothing (see endedSession).
 */
export function reportFailure(notify: ShowNotification, error: unknown): void {
  if (endedSession(error)) return;
  notify.failed(error);
}
