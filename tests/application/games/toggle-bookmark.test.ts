import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { gameActionsSetup } from './games-fakes';

beforeEach(() => vi.useFakeTimers());

afterEach(() => vi.useRealTimers());

describe('ToggleBookmark', () => {
  it('saves: flips isBookmarked and shows the favorite modal with a See Favorite button to /favorite', async () => {
    const { actions, store, modal, bookmark } = gameActionsSetup({ game: { isBookmarked: false } });
    expect(await bookmark.execute()).toBe('done');
    expect(actions.bookmark).toHaveBeenCalledWith('g-1');
    expect(store.game?.isBookmarked).toBe(true);
    expect(modal).toMatchObject({
      open: true,
      modalType: 'favorite',
      title: { code: 'saved-as-favorite' },
      text: { code: 'added-to-favourite-list' },
      button: true,
      buttonTitle: { code: 'see-favorite' },
      buttonTarget: '/favorite',
    });
  });

  it("removes: says 'Removed from favorites'", async () => {
    const { store, modal, bookmark } = gameActionsSetup({ game: { isBookmarked: true } });
    await bookmark.execute();
    expect(store.game?.isBookmarked).toBe(false);
    expect(modal).toMatchObject({ title: { code: 'removed-from-favorites' }, text: { code: 'removed-from-favourite-list' } });
  });

  it('lets the server message take precedence over the modal text', async () => {
    const { actions, modal, bookmark } = gameActionsSetup();
    actions.bookmark.mockResolvedValue({ message: 'Success', displayMessage: 'Saved. Subscribe to play this premium game.' });
    await bookmark.execute();
    expect(modal).toMatchObject({
      title: { code: 'saved-as-favorite' },
      text: { code: 'server-message', message: 'Saved. Subscribe to play this premium game.' },
    });
  });

  it("counts only data.message 'Success': anything else changes nothing and shows 'Failed'", async () => {
    const { actions, store, modal, bookmark } = gameActionsSetup({ game: { isBookmarked: false } });
    actions.bookmark.mockResolvedValue({ message: 'success', displayMessage: null });
    expect(await bookmark.execute()).toBe('failed');
    expect(store.game?.isBookmarked).toBe(false);
    expect(modal).toMatchObject({ modalType: 'error', title: { code: 'failed' }, text: { code: 'refused', message: 'success' } });
  });

  it("shows 'Failed' with 'Something went wrong' when the answer has no message", async () => {
    const { actions, modal, bookmark } = gameActionsSetup();
    actions.bookmark.mockResolvedValue({ message: null, displayMessage: null });
    await bookmark.execute();
    expect(modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'something-went-wrong' } });
  });

  it("shows 'Failed' with errors[0].message when the server refuses", async () => {
    const { actions, store, modal, bookmark } = gameActionsSetup({ game: { isBookmarked: false } });
    actions.bookmark.mockRejectedValue(new ServiceError('rejected', 'Bookmark limit reached'));
    expect(await bookmark.execute()).toBe('failed');
    expect(store.game?.isBookmarked).toBe(false);
    expect(modal).toMatchObject({
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Bookmark limit reached' },
    });
  });

  it('sends a guest to /login after remembering the page', async () => {
    const { actions, navigation, storage, bookmark } = gameActionsSetup({ loggedIn: false });
    expect(await bookmark.execute()).toBe('login-required');
    expect(actions.bookmark).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/game-1');
  });
});
