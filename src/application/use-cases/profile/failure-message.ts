import { ServiceError } from '../../errors';

/**
 * Spec §4: "Failure stores the error message." A ServiceError already carries a message written
 * for people (the server's first error, or the HTTP adapter's network/server text); anything else
 * is a programming error whose text the user should not see.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ServiceError && error.message ? error.message : fallback;
}
