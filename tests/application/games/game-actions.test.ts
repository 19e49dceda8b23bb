import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToggleLike } from '../../../src/application/use-cases/games/toggle-like';
import { ToggleBookmark } from '../../../src/application/use-cases/games/toggle-bookmark';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { ServiceError } from '../../../src/application/errors';
import { deferred, detail, fakeActions, player } from './games-fakes';

function setup(options: { loggedIn?: boolean; game?: Partial<ReturnType<typeof detail>> | null } = {}) {
  const actions = fakeActions();
  const store = createGameDetailStore();
  if (options.game !== null) store.game = detail(options.game ?? {});
  const who = player({ loggedIn: options.loggedIn, path: '/game-details/game-1' });
  return {
    actions,
    store,
    ...who,
    like: new ToggleLike(actions, store, who.requireLogin, who.notify),
    bookmark: new ToggleBookmark(actions, store, who.requireLogin, who.notify),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ToggleLike', () => {
  it('likes: sends the game id, flips isLiked and adds one like', async () => {
    const { actions, store, like } = setup({ game: { isLiked: false, totalLikes: 10 } });
    expect(await like.execute()).toBe('done');
    expect(actions.like).toHaveBeenCalledWith('g-1');
    expect(store.game).toMatchObject({ isLiked: true, totalLikes: 11 });
  });

  it('unlikes: takes one like away', async () => {
    const { store, like } = setup({ game: { isLiked: true, totalLikes: 10 } });
    await like.execute();
    expect(store.game).toMatchObject({ isLiked: false, totalLikes: 9 });
  });

  it('changes nothing and shows a Failed modal with the server message when refused', async () => {
    const { actions, store, modal, like } = setup({ game: { isLiked: false, totalLikes: 10 } });
    actions.like.mockRejectedValue(new ServiceError('rejected', 'Game not found'));
    expect(await like.execute()).toBe('failed');
    expect(store.game).toMatchObject({ isLiked: false, totalLikes: 10 });
    expect(modal).toMatchObject({ open: true, modalType: 'error', title: 'Failed', text: 'Game not found' });
  });

  it('sends a guest to /login and remembers the game page, without calling the server', async () => {
    const { actions, navigation, storage, like } = setup({ loggedIn: false });
    expect(await like.execute()).toBe('login-required');
    expect(actions.like).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/game-1');
  });

  it('ignores a second tap while the first like is in flight', async () => {
    const { actions, store, like } = setup({ game: { isLiked: false, totalLikes: 1 } });
    const answer = deferred<void>();
    actions.like.mockReturnValueOnce(answer.promise);
    const first = like.execute();
    expect(store.pending.like).toBe(true);
    expect(await like.execute()).toBe('ignored');
    answer.resolve();
    await first;
    expect(store.game).toMatchObject({ isLiked: true, totalLikes: 2 });
    expect(store.pending.like).toBe(false);
  });

  it('shows no modal after a 401 (the session has already ended)', async () => {
    const { actions, modal, like } = setup();
    actions.like.mockRejectedValue(new ServiceError('unauthorized', 'Your session has ended.', undefined, 401));
    expect(await like.execute()).toBe('failed');
    expect(modal.open).toBe(false);
  });

  it('does nothing without a game on screen', async () => {
    const { actions, like } = setup({ game: null });
    expect(await like.execute()).toBe('ignored');
    expect(actions.like).not.toHaveBeenCalled();
  });
});

describe('ToggleBookmark', () => {
  it('saves: flips isBookmarked and shows the favorite modal with a See Favorite button to /favorite', async () => {
    const { actions, store, modal, bookmark } = setup({ game: { isBookmarked: false } });
    expect(await bookmark.execute()).toBe('done');
    expect(actions.bookmark).toHaveBeenCalledWith('g-1');
    expect(store.game?.isBookmarked).toBe(true);
    expect(modal).toMatchObject({
      open: true,
      modalType: 'favorite',
      title: 'Saved as favorites',
      text: 'This game is added to your favorite list',
      button: true,
      buttonTitle: 'See Favorite',
      buttonTarget: '/favorite',
    });
  });

  it("removes: says 'Removed from favorites'", async () => {
    const { store, modal, bookmark } = setup({ game: { isBookmarked: true } });
    await bookmark.execute();
    expect(store.game?.isBookmarked).toBe(false);
    expect(modal).toMatchObject({ title: 'Removed from favorites', text: 'This game is removed from your favorite list' });
  });

  it('lets the server message take precedence over the modal text', async () => {
    const { actions, modal, bookmark } = setup();
    actions.bookmark.mockResolvedValue({ message: 'Success', displayMessage: 'Saved. Subscribe to play this premium game.' });
    await bookmark.execute();
    expect(modal).toMatchObject({ title: 'Saved as favorites', text: 'Saved. Subscribe to play this premium game.' });
  });

  it("counts only data.message 'Success': anything else changes nothing and shows 'Failed'", async () => {
    const { actions, store, modal, bookmark } = setup({ game: { isBookmarked: false } });
    actions.bookmark.mockResolvedValue({ message: 'success', displayMessage: null });
    expect(await bookmark.execute()).toBe('failed');
    expect(store.game?.isBookmarked).toBe(false);
    expect(modal).toMatchObject({ modalType: 'error', title: 'Failed', text: 'success' });
  });

  it("shows 'Failed' with 'Something went wrong' when the answer has no message", async () => {
    const { actions, modal, bookmark } = setup();
    actions.bookmark.mockResolvedValue({ message: null, displayMessage: null });
    await bookmark.execute();
    expect(modal).toMatchObject({ title: 'Failed', text: 'Something went wrong' });
  });

  it("shows 'Failed' with errors[0].message when the server refuses", async () => {
    const { actions, store, modal, bookmark } = setup({ game: { isBookmarked: false } });
    actions.bookmark.mockRejectedValue(new ServiceError('rejected', 'Bookmark limit reached'));
    expect(await bookmark.execute()).toBe('failed');
    expect(store.game?.isBookmarked).toBe(false);
    expect(modal).toMatchObject({ modalType: 'error', title: 'Failed', text: 'Bookmark limit reached' });
  });

  it('sends a guest to /login after remembering the page', async () => {
    const { actions, navigation, storage, bookmark } = setup({ loggedIn: false });
    expect(await bookmark.execute()).toBe('login-required');
    expect(actions.bookmark).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/game-1');
  });
});
