import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateGame } from '../../../src/application/use-cases/games/rate-game';
import { LoadRatingDetails } from '../../../src/application/use-cases/games/load-rating-details';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { ServiceError } from '../../../src/application/errors';
import { detail, fakeActions, player, review } from './games-fakes';

function setup(options: { loggedIn?: boolean } = {}) {
  const actions = fakeActions();
  const store = createGameDetailStore();
  store.game = detail({ rating: 4, ratingCount: 2, userRating: null });
  const who = player(options);
  const rate = new RateGame(actions, store, who.requireLogin, who.notify, new LoadRatingDetails(actions, store));
  return { actions, store, rate, ...who };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RateGame', () => {
  it("sends rating and comment, sets the average and the player's own rating, and shows 'Game rated successfully!'", async () => {
    const { actions, store, modal, rate } = setup();
    actions.rate.mockResolvedValue({ ratingAverage: 4.3 });
    expect(await rate.execute({ rating: 5, comment: '  Great fun  ' })).toEqual({ outcome: 'done' });
    expect(actions.rate).toHaveBeenCalledWith('g-1', 5, 'Great fun');
    expect(store.game).toMatchObject({ rating: 4.3, ratingCount: 3, userRating: { rating: 5, comment: 'Great fun' } });
    expect(modal).toMatchObject({ open: true, modalType: 'success', title: { code: 'success' }, text: { code: 'game-rated' } });
  });

  it('refreshes the reviews so the new one shows, sorted by rating descending', async () => {
    const { actions, store, rate } = setup();
    actions.ratingDetails.mockResolvedValue([review('a', 2), review('me', 5)]);
    await rate.execute({ rating: 5, comment: '' });
    await vi.waitFor(() => expect(store.ratings.status).toBe('succeeded'));
    expect(store.ratings.items.map((r) => r.id)).toEqual(['me', 'a']);
  });

  it("changes nothing and shows 'Failed' with the server's message when the status is not OK", async () => {
    const { actions, store, modal, rate } = setup();
    actions.rate.mockRejectedValue(new ServiceError('rejected', 'Rating must be between 1 and 5.'));
    expect(await rate.execute({ rating: 3, comment: '' })).toEqual({ outcome: 'failed' });
    expect(store.game).toMatchObject({ rating: 4, ratingCount: 2, userRating: null });
    expect(modal).toMatchObject({
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Rating must be between 1 and 5.' },
    });
  });

  it("falls back to 'Something went wrong' when no message came back", async () => {
    const { actions, modal, rate } = setup();
    actions.rate.mockRejectedValue(new ServiceError('network', 'No connection'));
    await rate.execute({ rating: 3, comment: '' });
    expect(modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'something-went-wrong' } });
  });

  it('returns field messages for bad input and sends nothing', async () => {
    const { actions, rate } = setup();
    expect(await rate.execute({ rating: 0, comment: 'x'.repeat(501) })).toEqual({
      outcome: 'invalid',
      errors: { rating: { code: 'stars-out-of-range', min: 1, max: 5 }, comment: { code: 'review-too-long', max: 500 } },
    });
    expect(actions.rate).not.toHaveBeenCalled();
  });

  it('sends a guest to /login after remembering the page', async () => {
    const { actions, navigation, storage, rate } = setup({ loggedIn: false });
    expect(await rate.execute({ rating: 5, comment: '' })).toEqual({ outcome: 'login-required' });
    expect(actions.rate).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/game-1');
  });
});
