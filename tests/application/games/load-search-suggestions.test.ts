import { describe, expect, it } from 'vitest';
import { SearchGames } from '../../../src/application/use-cases/games/search-games';
import { LoadSearchSuggestions } from '../../../src/application/use-cases/games/load-search-suggestions';
import { createSearchStore } from '../../../src/application/stores/search.store';
import { fakeCatalogue, games } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const store = createSearchStore();
  return { catalogue, store, search: new SearchGames(catalogue, store) };
}

describe('LoadSearchSuggestions', () => {
  it('loads the most searched games into topSearchResults', async () => {
    const { catalogue, store } = setup();
    catalogue.searchItems.mockResolvedValue(games(1, 3));
    await new LoadSearchSuggestions(catalogue, store).execute();
    expect(store.topSearchResults).toMatchObject({ status: 'succeeded' });
    expect(store.topSearchResults.items).toHaveLength(3);
  });
});
