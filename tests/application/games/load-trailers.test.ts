import { describe, expect, it } from 'vitest';
import { LoadTrailers } from '../../../src/application/use-cases/games/load-trailers';
import { createTrailerStore } from '../../../src/application/stores/trailer.store';
import { ServiceError } from '../../../src/application/errors';
import { fakeCatalogue } from './games-fakes';

describe('LoadTrailers', () => {
  it('keeps the first trailer first and shuffles the others', async () => {
    const catalogue = fakeCatalogue();
    const store = createTrailerStore();
    const trailer = (id: string) => ({ id, title: id, posterUrl: '', gameUniqueName: id });
    catalogue.trailers.mockResolvedValue(['hero', 'a', 'b', 'c'].map(trailer));
    await new LoadTrailers(catalogue, store, () => 0).execute();
    expect(store.items.map((t) => t.id)).toEqual(['hero', 'b', 'c', 'a']);
    expect(store.status).toBe('succeeded');
  });

  it('stores the raw error message on failure', async () => {
    const catalogue = fakeCatalogue();
    const store = createTrailerStore();
    catalogue.trailers.mockRejectedValue(new ServiceError('network', 'No connection'));
    await new LoadTrailers(catalogue, store, () => 0).execute();
    expect(store).toMatchObject({ status: 'failed', error: { code: 'no-connection' } });
  });

  it('joins the load under way instead of asking twice (started before React, asked again by the row)', async () => {
    const catalogue = fakeCatalogue();
    const load = new LoadTrailers(catalogue, createTrailerStore(), () => 0);
    await Promise.all([load.execute(), load.execute()]);
    expect(catalogue.trailers).toHaveBeenCalledTimes(1);
    await load.execute(); // a later call (Retry, coming back) asks again
    expect(catalogue.trailers).toHaveBeenCalledTimes(2);
  });
});
