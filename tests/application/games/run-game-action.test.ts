import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { runGameAction } from '../../../src/application/use-cases/games/run-game-action';
import { deferred, player } from './games-fakes';

afterEach(() => vi.useRealTimers());

describe('runGameAction', () => {
  it('ignores a second tap of the same action while the first is in flight', async () => {
    const store = createGameDetailStore();
    const { notify } = player();
    const answer = deferred<void>();
    const first = runGameAction(store, 'like', notify, async () => {
      await answer.promise;
      return 'done';
    });
    expect(store.pending.like).toBe(true);
    expect(await runGameAction(store, 'like', notify, async () => 'done')).toBe('ignored');
    answer.resolve();
    expect(await first).toBe('done');
    expect(store.pending.like).toBe(false);
  });

  it('shows the Failed modal with the server message and frees the action again', async () => {
    vi.useFakeTimers();
    const store = createGameDetailStore();
    const { notify, modal } = player();
    const outcome = await runGameAction(store, 'rating', notify, () =>
      Promise.reject(new ServiceError('rejected', 'Already rated')),
    );
    expect(outcome).toBe('failed');
    expect(modal).toMatchObject({ open: true, title: { code: 'failed' }, text: { code: 'refused', message: 'Already rated' } });
    expect(store.pending.rating).toBe(false);
  });

  it('shows nothing after a 401: the session has already ended', async () => {
    vi.useFakeTimers();
    const store = createGameDetailStore();
    const { notify, modal } = player();
    const outcome = await runGameAction(store, 'bookmark', notify, () =>
      Promise.reject(new ServiceError('unauthorized', 'Unauthorized')),
    );
    expect(outcome).toBe('failed');
    expect(modal.open).toBe(false);
  });
});
