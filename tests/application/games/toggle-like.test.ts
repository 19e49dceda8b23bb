import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { deferred, gameActionsSetup } from './games-fakes';

beforeEach(() => vi.useFakeTimers());

afterEach(() => vi.useRealTimers());

describe('ToggleLike', () => {
  it('likes: sends the game id, flips isLiked and adds one like', async () => {
    const { actions, store, like } = gameActionsSetup({ game: { isLiked: false, totalLikes: 10 } });
    expect(await like.execute()).toBe('done');
    expect(actions.like).toHaveBeenCalledWith('g-1');
    expect(store.game).toMatchObject({ isLiked: true, totalLikes: 11 });
  });

  it('unlikes: takes one like away', async () => {
    const { store, like } = gameActionsSetup({ game: { isLiked: true, totalLikes: 10 } });
    await like.execute();
    expect(store.game).toMatchObject({ isLiked: false, totalLikes: 9 });
  });

  it('changes nothing and shows a Failed modal with the server message when refused', async () => {
    const { actions, store, modal, like } = gameActionsSetup({ game: { isLiked: false, totalLikes: 10 } });
    actions.like.mockRejectedValue(new ServiceError('rejected', 'Game not found'));
    expect(await like.execute()).toBe('failed');
    expect(store.game).toMatchObject({ isLiked: false, totalLikes: 10 });
    expect(modal).toMatchObject({
      open: true,
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Game not found' },
    });
  });

  it('sends a guest to /login and remembers the game page, without calling the server', async () => {
    const { actions, navigation, storage, like } = gameActionsSetup({ loggedIn: false });
    expect(await like.execute()).toBe('login-required');
    expect(actions.like).not.toHaveBeenCalled();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/game-details/game-1');
  });

  it('ignores a second tap while the first like is in flight', async () => {
    const { actions, store, like } = gameActionsSetup({ game: { isLiked: false, totalLikes: 1 } });
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
    const { actions, modal, like } = gameActionsSetup();
    actions.like.mockRejectedValue(new ServiceError('unauthorized', 'Your session has ended.', undefined, 401));
    expect(await like.execute()).toBe('failed');
    expect(modal.open).toBe(false);
  });

  it('does nothing without a game on screen', async () => {
    const { actions, like } = gameActionsSetup({ game: null });
    expect(await like.execute()).toBe('ignored');
    expect(actions.like).not.toHaveBeenCalled();
  });
});
