import { describe, expect, it } from 'vitest';
import { LoadGameDetail } from '../../../src/application/use-cases/games/load-game-detail';
import { LoadRatingDetails } from '../../../src/application/use-cases/games/load-rating-details';
import { ResetGameDetail } from '../../../src/application/use-cases/games/reset-game-detail';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { deferred, detail, fakeActions, fakeCatalogue } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const actions = fakeActions();
  const store = createGameDetailStore();
  const load = new LoadGameDetail(catalogue, store, new LoadRatingDetails(actions, store));
  return { catalogue, actions, store, load, reset: new ResetGameDetail(store, load) };
}

describe('ResetGameDetail', () => {
  it('clears game, status and error', async () => {
    const { catalogue, store, load, reset } = setup();
    catalogue.detail.mockRejectedValue(new Error('x'));
    await load.execute('game-1');
    reset.execute();
    expect(store).toMatchObject({ game: null, status: 'idle', error: undefined, uniqueName: null });
  });

  it('is not undone by an answer that arrives after leaving the page', async () => {
    const { catalogue, store, load, reset } = setup();
    const slow = deferred<ReturnType<typeof detail>>();
    catalogue.detail.mockReturnValueOnce(slow.promise);
    const pending = load.execute('game-1');
    reset.execute();
    slow.resolve(detail());
    await pending;
    expect(store.game).toBeNull();
  });
});
