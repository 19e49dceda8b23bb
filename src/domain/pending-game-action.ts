import type { Game } from './game';

/**
 * What a guest tapped on a game page before being sent to log in: liking, saving or rating need an
 * account (spec §1), and the tap is not lost. After login the game page finds it, does the like
 * or the save (only if it is not already done: both calls toggle) or fills the rating form again.
 */
export type PendingGameAction =
  | { kind: 'like' | 'bookmark'; gameId: string; uniqueName: string }
  | { kind: 'rate'; gameId: string; uniqueName: string; rating: number; comment: string };

/** A stored pending action, or null when the value is not one (tampered or from an old version). */
export function parsePendingGameAction(value: unknown): PendingGameAction | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.gameId !== 'string' || typeof v.uniqueName !== 'string' || !v.gameId || !v.uniqueName) return null;
  const game = { gameId: v.gameId, uniqueName: v.uniqueName };
  if (v.kind === 'like' || v.kind === 'bookmark') return { kind: v.kind, ...game };
  // 'favourite' is how an earlier version of the portal named a bookmark waiting for login.
  if (v.kind === 'favourite') return { kind: 'bookmark', ...game };
  if (v.kind === 'rate' && typeof v.rating === 'number' && Number.isInteger(v.rating) && typeof v.comment === 'string') {
    return { kind: 'rate', ...game, rating: v.rating, comment: v.comment.slice(0, 2000) };
  }
  return null;
}

/** Whether a pending action belongs to this game. */
export const isPendingFor = (action: PendingGameAction, game: Pick<Game, 'id'>): boolean => action.gameId === game.id;
