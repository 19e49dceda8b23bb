import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchGames } from '../../../src/application/use-cases/games/search-games';
import { searchAsYouType } from '../../../src/application/use-cases/games/search-as-you-type';
import { LoadSearchSuggestions } from '../../../src/application/use-cases/games/load-search-suggestions';
import { LoadHotGames } from '../../../src/application/use-cases/games/load-hot-games';
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
    expect(store).toMatchObject({ status: 'failed', error: 'No connection' });
  });
});

describe('searchAsYouType', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses for 300 ms, with the last term', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('n');
    box.input('ne');
    await vi.advanceTimersByTimeAsync(299);
    box.input('neo');
    await vi.advanceTimersByTimeAsync(299);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('neo');
    box.dispose();
  });

  it('does not search the same term twice in a row', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('neo');
    await vi.advanceTimersByTimeAsync(300);
    box.input('neo ');
    await vi.advanceTimersByTimeAsync(300);
    expect(search).toHaveBeenCalledTimes(1);
    box.dispose();
  });

  it('clears at once when the field is emptied', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('neo');
    await vi.advanceTimersByTimeAsync(300);
    box.input('');
    await vi.advanceTimersByTimeAsync(0);
    expect(search).toHaveBeenLastCalledWith('');
    box.dispose();
  });

  it('stops searching after dispose', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('neo');
    box.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('keeps working after a search fails', async () => {
    const search = vi.fn<(term: string) => Promise<void>>().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const box = searchAsYouType(search);
    box.input('a');
    await vi.advanceTimersByTimeAsync(300);
    box.input('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(search).toHaveBeenLastCalledWith('ab');
    box.dispose();
  });
});

describe('search suggestions and hot games', () => {
  it('loads the most searched games into topSearchResults', async () => {
    const { catalogue, store } = setup();
    catalogue.searchItems.mockResolvedValue(games(1, 3));
    await new LoadSearchSuggestions(catalogue, store).execute();
    expect(store.topSearchResults).toMatchObject({ status: 'succeeded' });
    expect(store.topSearchResults.items).toHaveLength(3);
  });

  it('loads hot games, or stores the raw error message', async () => {
    const { catalogue, store } = setup();
    catalogue.hotGames.mockRejectedValueOnce(new ServiceError('network', 'No connection')).mockResolvedValueOnce(games(1, 2));
    const load = new LoadHotGames(catalogue, store);
    await load.execute();
    expect(store.hotGames).toMatchObject({ status: 'failed', error: 'No connection' });
    await load.execute();
    expect(store.hotGames.items).toHaveLength(2);
  });
});
