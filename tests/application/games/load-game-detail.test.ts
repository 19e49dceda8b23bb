import { describe, expect, it } from 'vitest';
import { LoadGameDetail } from '../../../src/application/use-cases/games/load-game-detail';
import { LoadRatingDetails } from '../../../src/application/use-cases/games/load-rating-details';
import { ResetGameDetail } from '../../../src/application/use-cases/games/reset-game-detail';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { ServiceError } from '../../../src/application/errors';
import { deferred, detail, fakeActions, fakeCatalogue, game, games, review } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const actions = fakeActions();
  const store = createGameDetailStore();
  const load = new LoadGameDetail(catalogue, store, new LoadRatingDetails(actions, store));
  return { catalogue, actions, store, load, reset: new ResetGameDetail(store, load) };
}

describe('LoadGameDetail', () => {
  it('loads the game, then its 10 similar games and its reviews sorted by rating descending', async () => {
    const { catalogue, actions, store, load } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-1', uniqueName: 'neon-drift' }));
    catalogue.similar.mockResolvedValue(games(2, 3));
    actions.ratingDetails.mockResolvedValue([review('a', 3), review('b', 5), review('c', 4)]);
    await load.execute('neon-drift');
    expect(catalogue.detail).toHaveBeenCalledWith('neon-drift');
    expect(catalogue.similar).toHaveBeenCalledWith('g-1', 1, 10);
    expect(actions.ratingDetails).toHaveBeenCalledWith('g-1');
    expect(store).toMatchObject({ status: 'succeeded', uniqueName: 'neon-drift' });
    expect(store.game?.uniqueName).toBe('neon-drift');
    expect(store.similar.items).toHaveLength(3);
    expect(store.ratings.items.map((r) => r.rating)).toEqual([5, 4, 3]);
  });

  it("fails with 'Game not found' when the server refuses the game", async () => {
    const { catalogue, store, load } = setup();
    catalogue.detail.mockRejectedValue(new ServiceError('rejected', 'No such game', undefined, 404));
    await load.execute('missing');
    expect(store).toMatchObject({ status: 'failed', error: { code: 'game-not-found' }, notFound: true, game: null });
    expect(catalogue.similar).not.toHaveBeenCalled();
  });

  it.each([
    ['server', 'server-problem', 503],
    ['network', 'no-connection', undefined],
    ['malformed', 'unreadable-answer', undefined],
  ] as const)('a %s failure is a failure to load, not a missing game: says so, to retry', async (reason, code, status) => {
    const { catalogue, store, load } = setup();
    catalogue.detail.mockRejectedValue(new ServiceError(reason, 'HTTP trouble', undefined, status));
    await load.execute('game-1');
    expect(store).toMatchObject({ status: 'failed', error: { code }, notFound: false, game: null });
  });

  it('keeps the game on screen when its address differs only in case', async () => {
    const { catalogue, store, load } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-1', uniqueName: 'game-1' }));
    await load.execute('game-1');
    const shown = store.game;
    await load.execute('GAME-1');
    expect(store.game).toBe(shown);
  });

  it('takes a game answered under another uniqueName as the game asked for, renamed, and keeps it at its new name', async () => {
    const { catalogue, store, load } = setup();
    catalogue.detail.mockResolvedValue(detail({ id: 'g-1', uniqueName: 'neon-drift-2' }));
    await load.execute('neon-drift');
    expect(store).toMatchObject({ status: 'succeeded', uniqueName: 'neon-drift-2', renamedFrom: 'neon-drift' });
    expect(catalogue.similar).toHaveBeenCalledWith('g-1', 1, 10);
    // Its page at its new address finds it here: it is not asked for again.
    const shown = store.game;
    await load.execute('neon-drift-2');
    expect(store.game).toBe(shown);
    expect(catalogue.detail).toHaveBeenCalledTimes(1);
  });

  it('leaves the game shown when only the similar games fail, with the raw message there', async () => {
    const { catalogue, store, load } = setup();
    catalogue.similar.mockRejectedValue(new ServiceError('network', 'No connection'));
    await load.execute('game-1');
    expect(store.status).toBe('succeeded');
    expect(store.similar).toMatchObject({ status: 'failed', error: { code: 'no-connection' } });
  });

  it('never lists the game among its own similar games', async () => {
    const { catalogue, store, load } = setup();
    catalogue.similar.mockResolvedValue([game(1), game(2)]);
    await load.execute('game-1');
    expect(store.similar.items.map((g) => g.id)).toEqual(['g-2']);
  });

  it('joins the load of the same game under way instead of asking twice', async () => {
    const { catalogue, load } = setup();
    await Promise.all([load.execute('game-1'), load.execute('game-1')]);
    expect(catalogue.detail).toHaveBeenCalledTimes(1);
    expect(catalogue.similar).toHaveBeenCalledTimes(1);
  });

  it('loads a game again after another one started (a → b → a never joins the stale first load)', async () => {
    const { catalogue, store, load } = setup();
    const first = deferred<ReturnType<typeof detail>>();
    catalogue.detail.mockReturnValueOnce(first.promise);
    catalogue.detail.mockImplementation(async (uniqueName) => detail({ uniqueName }));
    const a = load.execute('game-a');
    const b = load.execute('game-b');
    const again = load.execute('game-a');
    first.resolve(detail({ uniqueName: 'game-a' }));
    await Promise.all([a, b, again]);
    expect(catalogue.detail).toHaveBeenCalledTimes(3);
    expect(store.game?.uniqueName).toBe('game-a');
  });

  it('clears the previous game as soon as another game starts loading', async () => {
    const { catalogue, store, load } = setup();
    await load.execute('game-1');
    catalogue.detail.mockReturnValueOnce(deferred<never>().promise);
    void load.execute('game-2');
    expect(store).toMatchObject({ game: null, status: 'loading', uniqueName: 'game-2' });
  });

  it('shows the newest game when two loads overlap', async () => {
    const { catalogue, store, load } = setup();
    const slow = deferred<ReturnType<typeof detail>>();
    catalogue.detail.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(detail({ id: 'g-2', uniqueName: 'game-2' }));
    const first = load.execute('game-1');
    await load.execute('game-2');
    slow.resolve(detail());
    await first;
    expect(store.game?.uniqueName).toBe('game-2');
  });
});
