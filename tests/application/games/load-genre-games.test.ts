import { describe, expect, it } from 'vitest';
import { LoadGenreGames } from '../../../src/application/use-cases/games/load-genre-games';
import { ResetGenreGames } from '../../../src/application/use-cases/games/reset-genre-games';
import { createGenreStore } from '../../../src/application/stores/genre.store';
import { ServiceError } from '../../../src/application/errors';
import { deferred, fakeCatalogue, games } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const store = createGenreStore();
  const load = new LoadGenreGames(catalogue, store);
  return { catalogue, store, load, reset: new ResetGenreGames(store, load) };
}

describe('LoadGenreGames (load-more paging)', () => {
  it('joins the load of the same page under way instead of asking twice', async () => {
    const { catalogue, load } = setup();
    catalogue.genreGames.mockResolvedValue(games(1, 20));
    await Promise.all([load.execute('racing', 1), load.execute('racing', 1)]);
    expect(catalogue.genreGames).toHaveBeenCalledTimes(1);
  });

  it('asks again after a reset, even while the earlier load is still in flight', async () => {
    const { catalogue, store, load, reset } = setup();
    const first = deferred<ReturnType<typeof games>>();
    catalogue.genreGames.mockReturnValueOnce(first.promise).mockResolvedValue(games(5, 2));
    const stale = load.execute('racing', 1);
    reset.execute();
    await load.execute('racing', 1);
    first.resolve(games(1, 20));
    await stale;
    expect(catalogue.genreGames).toHaveBeenCalledTimes(2);
    expect(store.games.items.map((g) => g.id)).toEqual(['g-5', 'g-6']);
  });

  it('asks for a plain listing page of 20 and replaces with page 1', async () => {
    const { catalogue, store, load } = setup();
    catalogue.genreGames.mockResolvedValue(games(1, 2));
    await load.execute('racing', 1);
    expect(catalogue.genreGames).toHaveBeenCalledWith({ genre: 'racing', page: 1, limit: 20, selectedRow: false });
    expect(store.games).toMatchObject({ genre: 'racing', page: 1, hasMore: true, status: 'succeeded' });
  });

  it('appends the next page of the same genre and stops after an empty page', async () => {
    const { catalogue, store, load } = setup();
    catalogue.genreGames.mockResolvedValueOnce(games(1, 2)).mockResolvedValueOnce(games(3, 1)).mockResolvedValueOnce([]);
    await load.execute('racing', 1);
    await load.execute('racing', 2);
    await load.execute('racing', 3);
    expect(store.games.items.map((g) => g.id)).toEqual(['g-1', 'g-2', 'g-3']);
    expect(store.games.hasMore).toBe(false);
    await load.execute('racing', 4);
    expect(catalogue.genreGames).toHaveBeenCalledTimes(3);
  });

  it('does not show the previous genre while another genre loads', async () => {
    const { catalogue, store, load } = setup();
    catalogue.genreGames.mockResolvedValueOnce(games(1, 2));
    await load.execute('racing', 1);
    const answer = deferred<ReturnType<typeof games>>();
    catalogue.genreGames.mockReturnValueOnce(answer.promise);
    const pending = load.execute('puzzle', 1);
    expect(store.games).toMatchObject({ genre: 'puzzle', items: [], status: 'loading' });
    answer.resolve(games(7, 1));
    await pending;
    expect(store.games.items.map((g) => g.id)).toEqual(['g-7']);
  });

  it('refuses to load more for a genre that is not on screen', async () => {
    const { catalogue, store, load } = setup();
    catalogue.genreGames.mockResolvedValueOnce(games(1, 2));
    await load.execute('racing', 1);
    await load.execute('puzzle', 2);
    expect(catalogue.genreGames).toHaveBeenCalledTimes(1);
    expect(store.games.genre).toBe('racing');
  });

  it('stores the raw error message on failure', async () => {
    const { catalogue, store, load } = setup();
    catalogue.genreGames.mockRejectedValue(new ServiceError('rejected', 'Unknown genre'));
    await load.execute('nope', 1);
    expect(store.games).toMatchObject({ status: 'failed', error: { code: 'refused', message: 'Unknown genre' } });
  });
});
