import { SearchListLoad } from './search-list-load';

/** Spec §7 "GET /play/game/search/items reads data.searchItems" into topSearchResults (shown before typing). */
export class LoadSearchSuggestions extends SearchListLoad {
  execute(): Promise<void> {
    return this.load('topSearchResults', () => this.catalogue.searchItems());
  }
}
