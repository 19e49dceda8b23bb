import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { deferred } from '../games/games-fakes';
import { offlineSetup } from './offline-fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

import type { ToastState } from '../../../src/application/stores/toast.store';

/** What the toasts report (a kind of outcome and the action it is about), without the UI's wording. */
const toastNotices = (toasts: ToastState) => toasts.toasts.map((t) => t.notice);

describe('a like, favourite or rating made offline', () => {
  it('is queued on the device under the account, not sent, and the game does not change yet', async () => {
    const s = offlineSetup({ game: { isLiked: false, totalLikes: 10 } });
    expect(await s.like.execute()).toBe('queued');
    expect(s.actions.like).not.toHaveBeenCalled();
    expect(s.store.game).toMatchObject({ isLiked: false, totalLikes: 10 });
    expect(s.queue.lists.get('u-1')).toMatchObject([{ kind: 'like', gameId: 'g-1', liked: true, userId: 'u-1' }]);
    expect(s.offline.actions).toHaveLength(1);
  });

  it('is sent at once when the device is online, as before', async () => {
    const s = offlineSetup({ online: true, game: { isLiked: false, totalLikes: 10 } });
    expect(await s.like.execute()).toBe('done');
    expect(s.actions.like).toHaveBeenCalledOnce();
    expect(s.queue.lists.size).toBe(0);
  });

  it('is sent once, in order, when the network returns, and then changes the game as spec §4 says', async () => {
    const s = offlineSetup({ game: { isLiked: false, isBookmarked: false, totalLikes: 10 } });
    await s.like.execute();
    await s.bookmark.execute();
    await s.rate.execute({ rating: 4, comment: 'Fun' });
    const order: string[] = [];
    s.actions.like.mockImplementation(async () => void order.push('like'));
    s.actions.bookmark.mockImplementation(async () => (order.push('bookmark'), { message: 'Success', displayMessage: null }));
    s.actions.rate.mockImplementation(async () => (order.push('rate'), { ratingAverage: 4.2 }));
    s.network.online = true;
    await Promise.all([s.send.execute(), s.send.execute()]);
    expect(order).toEqual(['like', 'bookmark', 'rate']);
    expect(s.store.game).toMatchObject({ isLiked: true, totalLikes: 11, isBookmarked: true, rating: 4.2 });
    expect(s.store.game?.userRating).toEqual({ rating: 4, comment: 'Fun' });
    expect(s.queue.lists.get('u-1')).toEqual([]);
    expect(s.offline.actions).toEqual([]);
    expect(toastNotices(s.toasts)).toMatchObject([
      { code: 'queued-action-sent', action: { kind: 'like', liked: true } },
      { code: 'queued-action-sent', action: { kind: 'bookmark', bookmarked: true } },
      { code: 'queued-action-sent', action: { kind: 'rate', rating: 4 } },
    ]);
    await s.send.execute();
    expect(s.actions.like).toHaveBeenCalledOnce();
  });

  it('shows a refusal with the spec texts and drops only that action', async () => {
    const s = offlineSetup();
    await s.like.execute();
    await s.rate.execute({ rating: 2, comment: '' });
    s.actions.like.mockRejectedValue(new ServiceError('rejected', 'Game not found'));
    s.network.online = true;
    await s.send.execute();
    expect(s.toasts.toasts[0]).toMatchObject({
      kind: 'error',
      notice: {
        code: 'queued-action-failed',
        action: { kind: 'like', gameName: 'Game 1' },
        failure: { code: 'refused', message: 'Game not found' },
      },
    });
    expect(s.actions.rate).toHaveBeenCalledOnce();
    expect(s.queue.lists.get('u-1')).toEqual([]);
  });

  it('shows a refused favourite with "Something went wrong" when the server gives no message', async () => {
    const s = offlineSetup();
    await s.bookmark.execute();
    s.actions.bookmark.mockResolvedValue({ message: null, displayMessage: null });
    s.network.online = true;
    await s.send.execute();
    expect(toastNotices(s.toasts)).toMatchObject([
      {
        code: 'queued-action-failed',
        action: { kind: 'bookmark', bookmarked: true, gameName: 'Game 1' },
        failure: { code: 'something-went-wrong' },
      },
    ]);
    expect(s.store.game?.isBookmarked).toBe(false);
  });

  it('does not send a like the account already has (a toggle would undo it) and says so', async () => {
    const s = offlineSetup({ game: { isLiked: false } });
    await s.like.execute();
    s.catalogue.detail.mockResolvedValue({ ...s.store.game!, isLiked: true });
    s.network.online = true;
    await s.send.execute();
    expect(s.actions.like).not.toHaveBeenCalled();
    expect(s.toasts.toasts[0]).toMatchObject({
      kind: 'info',
      notice: { code: 'queued-action-already-done', action: { kind: 'like', liked: true } },
    });
    expect(s.queue.lists.get('u-1')).toEqual([]);
  });

  it('keeps the rest for later when the network drops again, or the session has ended', async () => {
    const s = offlineSetup();
    await s.like.execute();
    await s.bookmark.execute();
    s.actions.like.mockRejectedValueOnce(new ServiceError('network', 'No connection'));
    s.network.online = true;
    await s.send.execute();
    expect(s.queue.lists.get('u-1')).toHaveLength(2);
    s.actions.like.mockRejectedValueOnce(new ServiceError('unauthorized', 'Unauthorized'));
    await s.send.execute();
    expect(s.queue.lists.get('u-1')).toHaveLength(2);
    await s.send.execute();
    expect(s.queue.lists.get('u-1')).toEqual([]);
  });

  it('never sends one account’s queue under another: the sending stops when the account changes', async () => {
    const s = offlineSetup();
    await s.like.execute();
    await s.bookmark.execute();
    const answer = deferred<void>();
    s.actions.like.mockReturnValueOnce(answer.promise);
    s.network.online = true;
    const sending = s.send.execute();
    await vi.waitFor(() => expect(s.actions.like).toHaveBeenCalled());
    Object.assign(s.auth, { token: 'tok-2', userId: 'u-2' });
    answer.resolve();
    await sending;
    expect(s.actions.bookmark).not.toHaveBeenCalled();
    expect(s.queue.lists.get('u-1')).toHaveLength(1);
    await s.send.execute();
    expect(s.actions.bookmark).not.toHaveBeenCalled();
  });

  it('shows the queue of whoever is logged in, and none to a guest', async () => {
    const s = offlineSetup();
    await s.like.execute();
    Object.assign(s.auth, { token: null, userId: null });
    await s.load.execute();
    expect(s.offline.actions).toEqual([]);
    Object.assign(s.auth, { token: 'tok', userId: 'u-1' });
    await s.load.execute();
    expect(s.offline.actions).toHaveLength(1);
  });

  it('stops sending, without an uncaught failure, when the device cannot write its queue, and does not send the same action again', async () => {
    const s = offlineSetup();
    await s.like.execute();
    await s.bookmark.execute();
    s.network.online = true;
    const save = vi
      .spyOn(s.queue, 'save')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(s.send.execute()).resolves.toBeUndefined();
    expect(save).toHaveBeenCalledOnce();
    expect(s.actions.like).toHaveBeenCalledOnce();
    expect(s.actions.bookmark).not.toHaveBeenCalled();
    expect(s.offline.sending).toBe(false);
  });

  it('sends nothing while offline', async () => {
    const s = offlineSetup();
    await s.like.execute();
    await s.send.execute();
    expect(s.actions.like).not.toHaveBeenCalled();
    expect(s.catalogue.detail).not.toHaveBeenCalled();
  });
});
