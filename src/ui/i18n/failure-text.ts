import { useLingui } from '@lingui/react/macro';
import type { Failure } from '../../application/failure-text';

/**
 * What the player reads about a failure (src/application/failure-text.ts) in the active language:
 * the spec §8 fallbacks, what kept the answer from coming, or the server's own first error shown
 * as it came (the spec's fixed replies 'Invalid OTP' and 'Something went wrong' in the player's
 * language). On the shell's first load: a row of /home may fail before any lazy screen opened.
 */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useLingui();
  const serverReplies: Readonly<Record<string, string>> = {
    'Invalid OTP': t`Invalid OTP`,
    'Something went wrong': t`Something went wrong`,
  };
  return (failure) => {
    switch (failure.code) {
      case 'refused':
        return Object.hasOwn(serverReplies, failure.message) ? serverReplies[failure.message]! : failure.message;
      case 'no-connection':
        return t`No connection to the server. Check your network and try again.`;
      case 'server-problem':
        return t`The server had a problem. Please try again.`;
      case 'unreadable-answer':
        return t`The server sent an answer the portal could not read.`;
      case 'session-ended':
        return t`Your session has ended. Please log in again.`;
      case 'something-went-wrong':
        return t`Something went wrong`;
      case 'login-failed':
        return t`Login failed`;
      case 'social-login-failed':
        return t`Social login failed`;
      case 'signup-failed':
        return t`Signup failed`;
      case 'resend-code-failed':
        return t`Resend OTP failed`;
      case 'reset-request-failed':
        return t`Failed to send reset instructions`;
      case 'password-change-failed':
        return t`Failed to change password`;
      case 'billing-failed':
        return t`An unexpected error occurred`;
      case 'game-not-found':
        return t`Game not found`;
      case 'sw-not-supported':
        return t`SW not supported`;
      case 'push-not-supported':
        return t`Push not supported`;
      case 'notifications-blocked':
        return t`Notifications blocked`;
      case 'voucher-link-refused':
        return t`The voucher partner link could not be opened safely. Please try again later.`;
    }
  };
}
