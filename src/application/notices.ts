import type { QueuedGameAction } from '../domain/queued-game-action';
import type { Failure } from './failure-text';

/**
 * The spec's fixed texts of the modals and toasts, by code (the UI words each; spec §8 where it
 * gives the text): the modal titles 'Success', 'Failed', 'Subscription successful', 'Successfully
 * registered', 'Tournament qualified', 'Saved as favorites', 'Removed from favorites', 'Profile
 * updated successfully', 'Password updated successfully'; the buttons 'Ok', 'Go to Home', 'See
 * Favorite'; and the fixed messages of the flows.
 */
export type FixedNotice =
  | 'success'
  | 'failed'
  | 'ok'
  | 'go-to-home'
  | 'see-favorite'
  | 'game-rated'
  | 'saved-as-favorite'
  | 'removed-from-favorites'
  | 'added-to-favourite-list'
  | 'removed-from-favourite-list'
  | 'subscription-successful'
  | 'subscription-active'
  | 'payment-cancelled'
  | 'payment-failed'
  | 'plan-cancelled'
  | 'esports-plan-cancelled'
  | 'successfully-registered'
  | 'tournament-qualified-title'
  | 'password-updated'
  | 'use-new-password'
  | 'profile-updated'
  | 'changes-saved'
  | 'profile-picture-updated'
  | 'code-resent'
  | 'link-copied'
  | 'link-not-copied'
  | 'partner-unavailable'
  | 'log-in-to-play'
  | 'log-in-to-play-premium';

/**
 * What happened, said as a kind and its data rather than as a sentence: the use cases report it,
 * and the UI words it in the player's language (a sentence made here would be English only).
 * Names (a game's, a tournament's, a stage's) and the server's own messages are shown as they come.
 */
export type Notice =
  | { code: FixedNotice }
  /** A failure: the server's first error, what kept the answer from coming, or the flow's fallback. */
  | Failure
  /** A text the server sent on success (it takes precedence over ours, spec §8), shown as it came. */
  | { code: 'server-message'; message: string }
  /** A like, favourite or rating made offline reached the server (a rating: spec §8 'Game rated successfully!'). */
  | { code: 'queued-action-sent'; action: QueuedGameAction }
  /** A queued like or favourite the account already had (done on another device): not sent. */
  | { code: 'queued-action-already-done'; action: QueuedGameAction }
  /** Spec §8 'Failed' with the server's first error, else 'Something went wrong' (`failure`). */
  | { code: 'queued-action-failed'; action: QueuedGameAction; failure: Failure }
  /** Spec §4 'tournament qualified': the player reached `stage` of the tournament `tournamentName`. */
  | { code: 'tournament-qualified'; stage: string; tournamentName: string }
  /** The registration for the tournament succeeded ('' when its name is not known). */
  | { code: 'tournament-registered'; tournamentName: string }
  /** A stage the player asked to be reminded of starts in `minutes` (at least 1). */
  | { code: 'stage-reminder'; stage: string; tournamentName: string; minutes: number }
  /** A bought plan is active on the number billed (`planName` null when the slot gave none). */
  | { code: 'plan-active'; planName: string | null; mobile: string };

/** A fixed text's notice. */
export const fixed = (code: FixedNotice): Notice => ({ code });
