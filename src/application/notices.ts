import type { QueuedGameAction } from '../domain/queued-game-action';

/**
 * What happened, said as a kind and its data rather than as a sentence: the use cases report it,
 * and the UI words it in the player's language (a sentence made here would be English only).
 * Names (a game's, a tournament's, a stage's) are the server's own and are shown as they come.
 */
export type Notice =
  /** A like, favourite or rating made offline reached the server (a rating: spec §8 'Game rated successfully!'). */
  | { code: 'queued-action-sent'; action: QueuedGameAction }
  /** A queued like or favourite the account already had (done on another device): not sent. */
  | { code: 'queued-action-already-done'; action: QueuedGameAction }
  /** Spec §8 'Failed' with the server's first error, else 'Something went wrong' (`reason`). */
  | { code: 'queued-action-failed'; action: QueuedGameAction; reason: string }
  /** Spec §4 'tournament qualified': the player reached `stage` of the tournament `tournamentName`. */
  | { code: 'tournament-qualified'; stage: string; tournamentName: string }
  /** The registration for the tournament succeeded ('' when its name is not known). */
  | { code: 'tournament-registered'; tournamentName: string }
  /** A stage the player asked to be reminded of starts in `minutes` (at least 1). */
  | { code: 'stage-reminder'; stage: string; tournamentName: string; minutes: number }
  /** A bought plan is active on the number billed (`planName` null when the slot gave none). */
  | { code: 'plan-active'; planName: string | null; mobile: string };
