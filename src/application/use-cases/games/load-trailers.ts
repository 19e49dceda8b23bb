import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { RandomSource } from '../../ports/random.port';
import type { TrailerState } from '../../stores/trailer.store';
import { shuffleExceptFirst } from '../../../domain/shuffle';
import { runLoad } from '../run-load';
import { SharedLoad, type LoadOptions } from '../shared-load';

/**
 * Spec §7 "GET /play/homepage/top/patch reads data.trailers (shuffled except the first item)":
 * the first trailer is the home page's hero and keeps its place.
 */
export class LoadTrailers {
  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly store: TrailerState,
    private readonly random: RandomSource,
  ) {}

  private readonly shared = new SharedLoad<'trailers'>();

  /** A call while the trailers are loading joins that load (see SharedLoad). */
  execute(options?: LoadOptions): Promise<void> {
    return this.shared.join('trailers', () => this.load(), options);
  }

  private async load(): Promise<void> {
    await runLoad(this.store, () => this.catalogue.trailers(), {
      apply: (trailers) => (this.store.items = shuffleExceptFirst(trailers, this.random)),
    });
  }
}
