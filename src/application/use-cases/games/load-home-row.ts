import type { GameCataloguePort } from '../../ports/game-catalogue.port';
import type { RandomSource } from '../../ports/random.port';
import type { AuthState } from '../../stores/auth.store';
import { isLoggedIn } from '../../stores/auth.store';
import type { GameListStores } from '../../stores/game-list.store';
import type { GenreState } from '../../stores/genre.store';
import { emptyRow, type GameRowState } from '../../stores/game-collections';
import { homeRow, type HomeRow, type HomeRowId } from '../../../domain/home-rows';
import { FIXED_GENRE_ROW_SIZE } from '../../../domain/genre-rows';
import { shuffle } from '../../../domain/shuffle';
import type { Game } from '../../../domain/game';
import { LatestRequest } from './latest-request';
import { runLoad } from '../run-load';
import type { PlayedOnDevice } from './played-on-device';

/**
 * Loads one home row into its area: a list row into that list's `row` (e.g. spotlight), a genre
 * row into `genre.rows[genre]`. Sizes and shuffling come from the row catalogue (spec §9).
 */
export class LoadHomeRow {
  private readonly requests = new LatestRequest<HomeRowId>();

  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly lists: GameListStores,
    private readonly genres: GenreState,
    private readonly auth: AuthState,
    private readonly random: RandomSource,
    private readonly played: PlayedOnDevice,
  ) {}

  async execute(rowId: HomeRowId): Promise<void> {
    const row = homeRow(rowId);
    if (!row) return;
    const state = this.stateOf(row);
    if (row.guestsFromDevice && !isLoggedIn(this.auth)) {
      this.requests.cancel(row.id);
      Object.assign(state, emptyRow(), { status: 'succeeded', items: this.played.games() });
      return;
    }
    if (row.requiresLogin && !isLoggedIn(this.auth)) {
      // A guest has no recently played games or favorites: the row stays empty and unloaded.
      this.requests.cancel(row.id);
      Object.assign(state, emptyRow());
      return;
    }
    const isCurrent = this.requests.start(row.id);
    await runLoad(state, () => this.fetch(row), {
      isCurrent,
      // Spec §9: some rows "are shuffled randomly on the client".
      apply: (games) => (state.items = row.shuffled ? shuffle(games, this.random) : games),
    });
  }

  private fetch(row: HomeRow): Promise<Game[]> {
    const { source } = row;
    if (source.kind === 'list') return this.catalogue.games({ list: source.list, page: 1, limit: row.size, view: 'home' });
    return this.catalogue.genreGames({
      genre: source.genre,
      page: 1,
      limit: row.size ?? FIXED_GENRE_ROW_SIZE,
      selectedRow: source.selected,
    });
  }

  private stateOf(row: HomeRow): GameRowState {
    const { source } = row;
    if (source.kind === 'list') return this.lists[source.list].row;
    this.genres.rows[source.genre] ??= emptyRow();
    return this.genres.rows[source.genre] as GameRowState;
  }
}
