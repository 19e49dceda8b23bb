import { ServiceError } from './errors';

/**
 * Spec §8: "'Something went wrong'", the fallback of every failure whose flow names no text of its
 * own (the flows that do, e.g. 'Login failed', keep theirs next to their use case).
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * The error's own text. Spec §8: "List and genre load failures use the raw error message" and
 * "Tournament list failures store the first server error message or the error's own message."
 */
export function errorText(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Spec §4: "Failure stores the error message." A ServiceError already carries a message written
 * for people (the server's first error, or the HTTP adapter's network/server text); anything else
 * is a programming error whose text the user should not see.
 */
export function serviceErrorText(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return error instanceof ServiceError && error.message ? error.message : fallback;
}

/**
 * The text of the 'Failed' modal. Spec §8: "A response whose status is not OK shows an error modal
 * titled 'Failed' with the first error message, or" the flow's fallback: only a server that
 * refused has a message for people; a network or server error shows the fallback.
 */
export function serverMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  if (error instanceof ServiceError && error.reason === 'rejected' && error.message) return error.message;
  return fallback;
}

/** A 401 shows nothing: the HTTP client has already ended the session and sent the player to /login. */
export function endedSession(error: unknown): boolean {
  return error instanceof ServiceError && error.reason === 'unauthorized';
}
