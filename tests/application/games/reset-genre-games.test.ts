import { describe, expect, it } from 'vitest';
import { LoadGenreGames } from '../../../src/application/use-cases/games/load-genre-games';
import { ResetGenreGames } from '../../../src/application/use-cases/games/reset-genre-games';
import { createGenreStore } from '../../../src/application/stores/genre.store';
import { deferred, fakeCatalogue, games } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const store = createGenreStore();
  const load = new LoadGenreGames(catalogue, store);
  return { catalogue, store, load, reset: new ResetGenreGames(store, load) };
}

describe('ResetGenreGames', () => {
  it('clears the games and sets load more true', async () => {
    const { catalogue, store, load, reset } = setup();
    catalogue.genreGames.mockResolvedValueOnce(games(1, 2)).mockResolvedValueOnce([]);
    await load.execute('racing', 1);
    await load.execute('racing', 2);
    reset.execute();
    expect(store.games).toMatchObject({ items: [], hasMore: true, page: 0, genre: null, status: 'idle' });
  });

  it('is not undone by a page that arrives after the reset', async () => {
    const { catalogue, store, load, reset } = setup();
    const answer = deferred<ReturnType<typeof games>>();
    catalogue.genreGames.mockReturnValueOnce(answer.promise);
    const pending = load.execute('racing', 1);
    reset.execute();
    answer.resolve(games(1, 3));
    await pending;
    expect(store.games.items).toEqual([]);
  });
});
