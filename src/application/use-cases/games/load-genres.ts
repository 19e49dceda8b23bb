import { ref } from 'valtio/vanilla';
import type { GameCataloguePort, GenreListKind } from '../../ports/game-catalogue.port';
import type { GenreState } from '../../stores/genre.store';
import { LatestRequest } from './latest-request';
import { runLoad } from '../run-load';

/** Spec §7 "GET /play/genres and GET /play/genres/most/popular read data.genreDtos". */
export class LoadGenres {
  private readonly requests = new LatestRequest<GenreListKind>();

  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: GenreState,
  ) {}

  async execute(kind: GenreListKind = 'all'): Promise<void> {
    const state = kind === 'all' ? this.store.genres : this.store.popularGenres;
    const isCurrent = this.requests.start(kind);
    await runLoad(state, () => this.catalogue.genres(kind), {
      isCurrent,
      // A plain reference: a list of any length is stored without making each genre reactive.
      apply: (genres) => (state.items = ref(genres)),
      // Spec §8 "List and genre load failures use the raw error message."
    });
  }
}
