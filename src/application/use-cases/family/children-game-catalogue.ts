import type { GameDetail } from '../../../domain/game';
import type { GameCataloguePort, SearchResults } from '../../ports/game-catalogue.port';
import type { ChildrenCatalogue } from './children-catalogue';
import { ServiceError } from '../../errors';
import { notInFamilyMode } from './not-in-family-mode';

/**
 * The catalogue as a child sees it while family mode is on (the 'family' area; the first load's
 * catalogueInFamilyMode asks it when the device keeps family mode): lists, genre pages, search and
 * similar games keep to the children's catalogue; a hidden game's page is refused as "not in family
 * mode"; the trailers, which lead to games they do not describe, are not shown. With family mode off
 * for the player now, every answer is the catalogue's own.
 */
export class ChildrenGameCatalogueGateway implements GameCataloguePort {
  constructor(
    private readonly catalogue: GameCataloguePort,
    private readonly children: ChildrenCatalogue,
  ) {}

  games: GameCataloguePort['games'] = async (query) => this.children.filter(await this.catalogue.games(query));

  genreGames: GameCataloguePort['genreGames'] = async (query) => this.children.filter(await this.catalogue.genreGames(query));

  genres: GameCataloguePort['genres'] = (kind) => this.catalogue.genres(kind);

  detail = async (uniqueName: string): Promise<GameDetail> => {
    let game: GameDetail;
    try {
      game = await this.catalogue.detail(uniqueName);
    } catch (error) {
      // A name the catalogue does not know (a bundled game played by its slug, as the day's
      // challenge is) is no game of the children's catalogue either.
      if (this.children.on() && error instanceof ServiceError && (error.reason === 'rejected' || error.status === 404))
        throw notInFamilyMode();
      throw error;
    }
    if (!this.children.allows(game)) throw notInFamilyMode();
    return game;
  };

  similar: GameCataloguePort['similar'] = async (gameId, page, limit) =>
    this.children.filter(await this.catalogue.similar(gameId, page, limit));

  search = async (term: string): Promise<SearchResults> => {
    const { searchedGames, genreGames } = await this.catalogue.search(term);
    return { searchedGames: this.children.filter(searchedGames), genreGames: this.children.filter(genreGames) };
  };

  searchItems: GameCataloguePort['searchItems'] = async () => this.children.filter(await this.catalogue.searchItems());

  hotGames: GameCataloguePort['hotGames'] = async () => this.children.filter(await this.catalogue.hotGames());

  trailers: GameCataloguePort['trailers'] = async () => (this.children.on() ? [] : this.catalogue.trailers());
}
