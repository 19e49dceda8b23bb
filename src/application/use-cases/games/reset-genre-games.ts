import type { GenreState } from '../../stores/genre.store';
import { initialGenreGames } from '../../stores/genre.store';
import type { LoadGenreGames } from './load-genre-games';

/** Spec §4 "Resetting genre games clears them and sets load-more true." */
export class ResetGenreGames {
  constructor(
    private readonly store: GenreState,
    private readonly load: LoadGenreGames,
  ) {}

  execute(): void {
    this.load.cancel();
    Object.assign(this.store.games, initialGenreGames());
  }
}
