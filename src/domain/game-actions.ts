import type { GameDetail, UserRating } from './game';

/** Spec §4 "Like success flips isLiked and changes totalLikes by plus or minus 1." */
export function toggleLike(state: Pick<GameDetail, 'isLiked' | 'totalLikes'>): Pick<GameDetail, 'isLiked' | 'totalLikes'> {
  const isLiked = !state.isLiked;
  // Never below zero: a stale count must not show "-1 likes".
  return { isLiked, totalLikes: Math.max(0, state.totalLikes + (isLiked ? 1 : -1)) };
}

/** Spec §4 "Bookmark success flips isBookmarked locally." */
export function toggleBookmark(state: Pick<GameDetail, 'isBookmarked'>): Pick<GameDetail, 'isBookmarked'> {
  return { isBookmarked: !state.isBookmarked };
}

/** Spec §5 "A bookmark counts as successful only when the response data message equals Success." */
export const BOOKMARK_SUCCESS_MESSAGE = 'Success';
export const isBookmarkSuccess = (message: string | null | undefined): boolean => message === BOOKMARK_SUCCESS_MESSAGE;

/**
 * Spec §8: the favorite modal's texts, chosen by what the bookmark was before the toggle: title
 * 'Removed from favorites' or 'Saved as favorites', text 'This game is removed from your favorite
 * list' or 'This game is added to your favorite list' (by code, the UI words them), unless the
 * server sent its own.
 */
export interface BookmarkFeedback {
  title: { code: 'removed-from-favorites' | 'saved-as-favorite' };
  text: { code: 'removed-from-favourite-list' | 'added-to-favourite-list' } | { code: 'server-message'; message: string };
}

export function bookmarkFeedback(wasBookmarked: boolean, serverMessage?: string | null): BookmarkFeedback {
  const title = { code: wasBookmarked ? 'removed-from-favorites' : 'saved-as-favorite' } as const;
  // "A server message takes precedence."
  const message = serverMessage?.trim();
  if (message) return { title, text: { code: 'server-message', message } };
  return { title, text: { code: wasBookmarked ? 'removed-from-favourite-list' : 'added-to-favourite-list' } };
}

/**
 * Spec §4 "Rating success sets the average and the user's own rating and comment." A first
 * rating adds one to the count; changing an earlier rating does not.
 */
export function applyRating(
  game: Pick<GameDetail, 'rating' | 'ratingCount' | 'userRating'>,
  result: { average: number; own: UserRating; ratingCount?: number },
): Pick<GameDetail, 'rating' | 'ratingCount' | 'userRating'> {
  return {
    rating: result.average,
    ratingCount: result.ratingCount ?? game.ratingCount + (game.userRating ? 0 : 1),
    userRating: { ...result.own },
  };
}

/**
 * Spec §5: "Client-side field validation rules for forms are not shown." The portal asks for
 * 1 to 5 whole stars (the scale the server stores) and a comment short enough to display.
 */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_COMMENT_LENGTH = 500;

/** Why the rating form was refused, with the limits it names (the form words it). */
export interface RatingErrors {
  rating?: { code: 'stars-out-of-range'; min: number; max: number };
  comment?: { code: 'review-too-long'; max: number };
}

export function validateRating(rating: number, comment: string): RatingErrors {
  const errors: RatingErrors = {};
  if (!Number.isInteger(rating) || rating < MIN_STARS || rating > MAX_STARS) {
    errors.rating = { code: 'stars-out-of-range', min: MIN_STARS, max: MAX_STARS };
  }
  if (comment.trim().length > MAX_COMMENT_LENGTH) {
    errors.comment = { code: 'review-too-long', max: MAX_COMMENT_LENGTH };
  }
  return errors;
}
