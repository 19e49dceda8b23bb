import { describe, expect, it } from 'vitest';
import { SearchGames } from '../../../src/application/use-cases/games/search-games';
import { LoadHotGames } from '../../../src/application/use-cases/games/load-hot-games';
import { createSearchStore } from '../../../src/application/stores/search.store';
import { ServiceError } from '../../../src/application/errors';
import { fakeCatalogue, games } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const store = createSearchStore();
  return { catalogue, store, search: new SearchGames(catalogue, store) };
}

describe('LoadHotGames', () => {
  it('loads hot games, or stores the raw error message', async () => {
    const { catalogue, store } = setup();
    catalogue.hotGames.mockRejectedValueOnce(new ServiceError('network', 'No connection')).mockResolvedValueOnce(games(1, 2));
    const load = new LoadHotGames(catalogue, store);
    await load.execute();
    expect(store.hotGames).toMatchObject({ status: 'failed', error: { code: 'no-connection' } });
    await load.execute();
    expect(store.hotGames.items).toHaveLength(2);
  });
});
