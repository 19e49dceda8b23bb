import { describe, expect, it } from 'vitest';
import { LoadGenres } from '../../../src/application/use-cases/games/load-genres';
import { LoadGenreGames } from '../../../src/application/use-cases/games/load-genre-games';
import { ResetGenreGames } from '../../../src/application/use-cases/games/reset-genre-games';
import { createGenreStore } from '../../../src/application/stores/genre.store';
import { ServiceError } from '../../../src/application/errors';
import { fakeCatalogue } from './games-fakes';

function setup() {
  const catalogue = fakeCatalogue();
  const store = createGenreStore();
  const load = new LoadGenreGames(catalogue, store);
  return { catalogue, store, load, reset: new ResetGenreGames(store, load) };
}

describe('LoadGenres', () => {
  it('loads all genres and the most popular ones into their own lists', async () => {
    const { catalogue, store } = setup();
    catalogue.genres.mockImplementation(async (kind) =>
      kind === 'all' ? [{ uniqueName: 'racing', name: 'Racing' }] : [{ uniqueName: 'arcade', name: 'Arcade' }],
    );
    const load = new LoadGenres(catalogue, store);
    await load.execute('all');
    await load.execute('most-popular');
    expect(store.genres).toMatchObject({ status: 'succeeded', items: [{ uniqueName: 'racing', name: 'Racing' }] });
    expect(store.popularGenres.items).toEqual([{ uniqueName: 'arcade', name: 'Arcade' }]);
  });

  it('stores the raw error message on failure', async () => {
    const { catalogue, store } = setup();
    catalogue.genres.mockRejectedValue(new ServiceError('rejected', 'Genres are resting'));
    await new LoadGenres(catalogue, store).execute();
    expect(store.genres).toMatchObject({ status: 'failed', error: { code: 'refused', message: 'Genres are resting' } });
  });
});
