/**
 * What the portal keeps of a player's games on the device, per catalogue title: the best score of
 * a finished round, and the state of an unfinished one to resume (the game's own JSON, which only
 * the game reads). A title always launches the same game, mode and speed, so its progress is its own.
 */
export interface GameProgress {
  /** The best score of a finished round; 0 before the first one. */
  best: number;
  /** The unfinished round's state, or null when there is nothing to resume. */
  state: unknown;
  /** When the state was saved (ms since epoch), to tell the newer of two; null without a state. */
  savedAt: number | null;
}

export const NO_PROGRESS: GameProgress = { best: 0, state: null, savedAt: null };

/** The largest state kept for one title: a board, not a history (a larger one is not kept). */
export const MAX_SAVED_STATE_BYTES = 64 * 1024;

/** Whose progress it is: a logged-in player's own, or the device's guest's. */
export const progressOwner = (userId: string | null): string => (userId ? `user:${userId}` : 'guest');

const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A stored progress read back; anything unreadable is no progress (one broken entry loses only itself). */
export function readProgress(raw: unknown): GameProgress {
  if (typeof raw !== 'object' || raw === null) return NO_PROGRESS;
  const { best, state, savedAt } = raw as Record<string, unknown>;
  const hasState = state !== undefined && state !== null;
  return {
    best: isScore(best) ? best : 0,
    state: hasState ? state : null,
    savedAt: hasState && isScore(savedAt) ? savedAt : null,
  };
}

/**
 * A moment of an unfinished round to resume from. A state that cannot be written as JSON, or is
 * larger than MAX_SAVED_STATE_BYTES, is not kept: the progress stays as it was.
 */
export function withSavedState(progress: GameProgress, state: unknown, now: number): GameProgress {
  let text: string | undefined;
  try {
    text = JSON.stringify(state);
  } catch {
    return progress;
  }
  if (text === undefined || text.length > MAX_SAVED_STATE_BYTES) return progress;
  return { ...progress, state: JSON.parse(text) as unknown, savedAt: now };
}

/** A round ended with this score: the best is the higher of the two, and nothing is left to resume. */
export const withRoundOver = (progress: GameProgress, score: number): GameProgress => ({
  best: isScore(score) ? Math.max(progress.best, score) : progress.best,
  state: null,
  savedAt: null,
});

/**
 * A guest's progress joining the player's after login: the better best, and the more recently saved
 * unfinished round.
 */
export function adoptProgress(player: GameProgress, guest: GameProgress): GameProgress {
  const newer = (guest.savedAt ?? -1) > (player.savedAt ?? -1) ? guest : player;
  return { best: Math.max(player.best, guest.best), state: newer.state, savedAt: newer.savedAt };
}

/** What a game page shows of it. */
export const resumable = (progress: GameProgress): boolean => progress.state !== null;
