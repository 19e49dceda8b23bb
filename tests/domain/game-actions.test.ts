import { describe, expect, it } from 'vitest';
import {
  applyRating,
  bookmarkFeedback,
  isBookmarkSuccess,
  toggleBookmark,
  toggleLike,
  validateRating,
} from '../../src/domain/game-actions';

describe('toggleLike (spec §4 like arithmetic)', () => {
  it('likes and adds one', () => {
    expect(toggleLike({ isLiked: false, totalLikes: 41 })).toEqual({ isLiked: true, totalLikes: 42 });
  });

  it('unlikes and takes one away', () => {
    expect(toggleLike({ isLiked: true, totalLikes: 42 })).toEqual({ isLiked: false, totalLikes: 41 });
  });

  it('never goes below zero on a stale count', () => {
    expect(toggleLike({ isLiked: true, totalLikes: 0 })).toEqual({ isLiked: false, totalLikes: 0 });
  });
});

describe('bookmark rules (spec §4, §5, §8)', () => {
  it('flips isBookmarked', () => {
    expect(toggleBookmark({ isBookmarked: false })).toEqual({ isBookmarked: true });
    expect(toggleBookmark({ isBookmarked: true })).toEqual({ isBookmarked: false });
  });

  it('counts only the exact message Success', () => {
    expect(isBookmarkSuccess('Success')).toBe(true);
    for (const other of ['success', 'SUCCESS', 'Success ', 'Failed', '', null, undefined]) {
      expect(isBookmarkSuccess(other)).toBe(false);
    }
  });

  it('says "Saved as favorites" when the game was not bookmarked', () => {
    expect(bookmarkFeedback(false)).toEqual({
      title: { code: 'saved-as-favorite' },
      text: { code: 'added-to-favourite-list' },
    });
  });

  it('says "Removed from favorites" when the game was bookmarked', () => {
    expect(bookmarkFeedback(true)).toEqual({
      title: { code: 'removed-from-favorites' },
      text: { code: 'removed-from-favourite-list' },
    });
  });

  it('lets a server message take precedence over the text, but not the title', () => {
    expect(bookmarkFeedback(false, 'Saved. Subscribe to play it.')).toEqual({
      title: { code: 'saved-as-favorite' },
      text: { code: 'server-message', message: 'Saved. Subscribe to play it.' },
    });
  });

  it('ignores a blank server message', () => {
    expect(bookmarkFeedback(true, '  ').text).toEqual({ code: 'removed-from-favourite-list' });
  });
});

describe('applyRating (spec §4 rating success)', () => {
  it('sets the average and the player rating, counting a first rating', () => {
    const result = applyRating(
      { rating: 4, ratingCount: 3, userRating: null },
      { average: 4.3, own: { rating: 5, comment: 'Great' } },
    );
    expect(result).toEqual({ rating: 4.3, ratingCount: 4, userRating: { rating: 5, comment: 'Great' } });
  });

  it('does not count a changed rating twice', () => {
    const result = applyRating(
      { rating: 4, ratingCount: 3, userRating: { rating: 2, comment: 'meh' } },
      { average: 4.7, own: { rating: 5, comment: '' } },
    );
    expect(result.ratingCount).toBe(3);
  });

  it('prefers the count the server gives', () => {
    expect(
      applyRating(
        { rating: 0, ratingCount: 0, userRating: null },
        { average: 5, own: { rating: 5, comment: '' }, ratingCount: 9 },
      ).ratingCount,
    ).toBe(9);
  });
});

describe('validateRating', () => {
  it('accepts 1 to 5 whole stars with an optional comment', () => {
    expect(validateRating(1, '')).toEqual({});
    expect(validateRating(5, 'Lovely')).toEqual({});
  });

  it.each([0, 6, 3.5, Number.NaN])('refuses %s stars with a message for the field', (stars) => {
    expect(validateRating(stars, '').rating).toEqual({ code: 'stars-out-of-range', min: 1, max: 5 });
  });

  it('refuses a comment over 500 characters', () => {
    expect(validateRating(4, 'x'.repeat(501)).comment).toEqual({ code: 'review-too-long', max: 500 });
    expect(validateRating(4, 'x'.repeat(500))).toEqual({});
  });
});
