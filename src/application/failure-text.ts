import { ServiceError } from './errors';

/**
 * The spec §8 fallbacks: what a failed flow says when the server gave no message of its own
 * ('Login failed', 'Social login failed', 'Signup failed', 'Resend OTP failed', 'Failed to send
 * reset instructions', 'Failed to change password', 'An unexpected error occurred' (billing),
 * 'Something went wrong'), and 'Game not found' for a game page's missing game.
 */
export type FailureFallback =
  | 'something-went-wrong'
  | 'login-failed'
  | 'social-login-failed'
  | 'signup-failed'
  | 'resend-code-failed'
  | 'reset-request-failed'
  | 'password-change-failed'
  | 'billing-failed'
  | 'game-not-found'
  /** A game the children's catalogue hides, reached by its address while family mode is on. */
  | 'not-in-family-mode'
  // Spec §8 "Push setup errors: 'SW not supported', 'Push not supported', 'Notifications blocked'."
  | 'sw-not-supported'
  | 'push-not-supported'
  | 'notifications-blocked'
  /** A voucher link the URL guard refused: not opened. */
  | 'voucher-link-refused';

/**
 * What the player reads about a failure, as a kind the UI words: the server's own first error
 * message (`refused`, shown as it came), what kept the answer from coming (no connection, the
 * server's problem, an answer the portal could not read, an ended session), or the flow's fallback.
 */
export type Failure =
  | { code: 'refused'; message: string }
  | { code: 'no-connection' }
  | { code: 'server-problem' }
  | { code: 'unreadable-answer' }
  | { code: 'session-ended' }
  | { code: FailureFallback };

/**
 * The one way a caught error becomes what the player reads. Spec §8: "A response whose status is
 * not OK shows an error modal titled 'Failed' with the first error message, or" the flow's
 * fallback: a server that refused has words of its own, and a flow that names a fallback ('Login
 * failed', billing's 'An unexpected error occurred') says it for every other failure. A load names
 * none (spec §4 "Failure stores the error message"): it says what kept the answer from coming.
 * Anything but a ServiceError is a programming error whose text the player should not see.
 */
export function failureOf(error: unknown, fallback?: FailureFallback): Failure {
  if (error instanceof ServiceError && error.reason === 'rejected' && error.message) {
    return { code: 'refused', message: error.message };
  }
  if (fallback) return { code: fallback };
  if (error instanceof ServiceError) {
    if (error.reason === 'network') return { code: 'no-connection' };
    if (error.reason === 'server') return { code: 'server-problem' };
    if (error.reason === 'malformed') return { code: 'unreadable-answer' };
    if (error.reason === 'unauthorized') return { code: 'session-ended' };
  }
  return { code: 'something-went-wrong' };
}

/** A 401 shows nothing: the HTTP client has already ended the session and sent the player to /login. */
export function endedSession(error: unknown): boolean {
  return error instanceof ServiceError && error.reason === 'unauthorized';
}
