import { useLingui } from '@lingui/react/macro';
import type { Failure } from '../../application/failure-text';
import { FLOW_FAILURES, INVALID_OTP } from './flow-failure-words';

/**
 * What the player reads about a failure (src/application/failure-text.ts) in the active language:
 * the spec §8 fallbacks, what kept the answer from coming, or the server's own first error shown
 * as it came (the spec's fixed replies 'Invalid OTP' and 'Something went wrong' in the player's
 * language). On the shell's first load: a row of /home may fail before any lazy screen opened.
 */
export function useFailureText(): (failure: Failure) => string {
  const { t, i18n } = useLingui();
  // Worded only when the server sent one: 'Invalid OTP' is in the lazy screens' words, which the
  // screens that ask for a code bring; asking for it on /home would find no words for it.
  const serverReply = (message: string): string => {
    if (message === 'Invalid OTP') return i18n._(INVALID_OTP);
    if (message === 'Something went wrong') return t`Something went wrong`;
    return message;
  };
  // Every failure but a refusal reads the same each time it happens. What can fail before any lazy
  // screen opened is worded here; the lazy flows' fallbacks come with their screens' words.
  // A game family mode hides is said by its own page and play screen, which alone meet it.
  const fixedTexts: Readonly<
    Record<Exclude<Failure['code'], 'refused' | 'not-in-family-mode' | keyof typeof FLOW_FAILURES>, string>
  > = {
    'no-connection': t`No connection to the server. Check your network and try again.`,
    'server-problem': t`The server had a problem. Please try again.`,
    'unreadable-answer': t`The server sent an answer the portal could not read.`,
    'session-ended': t`Your session has ended. Please log in again.`,
    'something-went-wrong': t`Something went wrong`,
    'sw-not-supported': t`SW not supported`,
    'push-not-supported': t`Push not supported`,
    'notifications-blocked': t`Notifications blocked`,
  };
  return (failure) => {
    if (Object.hasOwn(FLOW_FAILURES, failure.code)) return i18n._(FLOW_FAILURES[failure.code as keyof typeof FLOW_FAILURES]);
    if (failure.code !== 'refused') return fixedTexts[failure.code as keyof typeof fixedTexts];
    return serverReply(failure.message);
  };
}
