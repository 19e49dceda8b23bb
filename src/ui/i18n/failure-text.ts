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
  // Every failure but a refusal reads the same each time it happens.
  const fixedTexts: Readonly<Record<Exclude<Failure['code'], 'refused'>, string>> = {
    'no-connection': t`No connection to the server. Check your network and try again.`,
    'server-problem': t`The server had a problem. Please try again.`,
    'unreadable-answer': t`The server sent an answer the portal could not read.`,
    'session-ended': t`Your session has ended. Please log in again.`,
    'something-went-wrong': t`Something went wrong`,
    'login-failed': t`Login failed`,
    'social-login-failed': t`Social login failed`,
    'signup-failed': t`Signup failed`,
    'resend-code-failed': t`Resend OTP failed`,
    'reset-request-failed': t`Failed to send reset instructions`,
    'password-change-failed': t`Failed to change password`,
    'billing-failed': t`An unexpected error occurred`,
    'game-not-found': t`Game not found`,
    'sw-not-supported': t`SW not supported`,
    'push-not-supported': t`Push not supported`,
    'notifications-blocked': t`Notifications blocked`,
    'voucher-link-refused': t`The voucher partner link could not be opened safely. Please try again later.`,
  };
  return (failure) => {
    if (failure.code !== 'refused') return fixedTexts[failure.code];
    return Object.hasOwn(serverReplies, failure.message) ? serverReplies[failure.message]! : failure.message;
  };
}
