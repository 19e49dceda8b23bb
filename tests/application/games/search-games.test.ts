import { describe, expect, it } from 'vitest';
import { SearchGames } from '../../../src/application/use-cases/games/search-games';
import { createSearchStore } from '../../../src/application/stores/search.store';
import { ServiceError } from '../../../src/application/errors';
import { deferred, fakeCatalogue, games } from './games-fakes';
import type { SearchResults } from '../../../src/application/ports/game-catalogue.port';

function setup() {
  const catalogue = fakeCatalogue();
  const store = createSearchStore();
  return { catalogue, store, search: new SearchGames(catalogue, store) };
}

describe('SearchGames (spec §4 search)', () => {
  it('clears the results as soon as a search is pending', async () => {
    const { catalogue, store, search } = setup();
    store.searchResults = games(1, 2);
    store.genreGames = games(3, 1);
    const answer = deferred<SearchResults>();
    catalogue.search.mockReturnValue(answer.promise);
    const pending = search.execute('neon');
    expect(store).toMatchObject({ status: 'loading', term: 'neon', searchResults: [], genreGames: [] });
    answer.resolve({ searchedGames: games(5, 1), genreGames: [] });
    await pending;
  });

  it('keeps non-empty results, trimming the term', async () => {
    const { catalogue, store, search } = setup();
    catalogue.search.mockResolvedValue({ searchedGames: games(1, 2), genreGames: games(9, 1) });
    await search.execute('  Neon ');
    expect(catalogue.search).toHaveBeenCalledWith('Neon');
    expect(store.searchResults.map((g) => g.id)).toEqual(['g-1', 'g-2']);
    expect(store.genreGames.map((g) => g.id)).toEqual(['g-9']);
    expect(store.status).toBe('succeeded');
  });

  it('keeps nothing when nothing matched, and says the search succeeded', async () => {
    const { catalogue, store, search } = setup();
    catalogue.search.mockResolvedValue({ searchedGames: [], genreGames: [] });
    await search.execute('zzz');
    expect(store).toMatchObject({ status: 'succeeded', searchResults: [], genreGames: [] });
  });

  it('clears the search without a call for an empty term', async () => {
    const { catalogue, store, search } = setup();
    store.searchResults = games(1, 1);
    await search.execute('   ');
    expect(catalogue.search).not.toHaveBeenCalled();
    expect(store).toMatchObject({ status: 'idle', term: '', searchResults: [] });
  });

  it('shows only the answer to the newest term', async () => {
    const { catalogue, store, search } = setup();
    const slow = deferred<SearchResults>();
    catalogue.search.mockReturnValueOnce(slow.promise).mockResolvedValueOnce({ searchedGames: games(2, 1), genreGames: [] });
    const first = search.execute('ne');
    await search.execute('neon');
    slow.resolve({ searchedGames: games(1, 5), genreGames: [] });
    await first;
    expect(store.searchResults.map((g) => g.id)).toEqual(['g-2']);
    expect(store.term).toBe('neon');
  });

  it('stores the raw error message on failure', async () => {
    const { catalogue, store, search } = setup();
    catalogue.search.mockRejectedValue(new ServiceError('network', 'No connection'));
    await search.execute('neon');
    expect(store).toMatchObject({ status: 'failed', error: { code: 'no-connection' } });
  });
});
