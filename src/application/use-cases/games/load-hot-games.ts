import { SearchListLoad } from './search-list-load';

/** Spec §7 "GET /play/hot/games reads data.games" into the search area's hotGames. */
export class LoadHotGames extends SearchListLoad {
  execute(): Promise<void> {
    return this.load('hotGames', () => this.catalogue.hotGames());
  }
}
