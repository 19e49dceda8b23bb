import { ContainerModule } from 'inversify';
import { GameCataloguePort } from '../../application/ports/game-catalogue.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { RandomSource } from '../../application/ports/random.port';
import { AuthStore } from '../../application/stores/auth.store';
import { resetStore } from '../../application/stores/create-store';
import {
  GameListStore,
  GameListStores,
  createGameListStores,
  initialGameListState,
} from '../../application/stores/game-list.store';
import { GameDetailStore, createGameDetailStore, initialGameDetailState } from '../../application/stores/game-detail.store';
import { GenreStore, createGenreStore } from '../../application/stores/genre.store';
import { SearchStore, createSearchStore, initialSearchState } from '../../application/stores/search.store';
import { TrailerStore, createTrailerStore } from '../../application/stores/trailer.store';
import type { StateReset } from '../../application/stores/state-reset';
import { GAME_LIST_IDS } from '../../domain/game-lists';
import { RememberReturnPath } from '../../application/use-cases/session/remember-return-path';
import { RequireLogin } from '../../application/use-cases/games/require-login';
import { LoadHomeRow } from '../../application/use-cases/games/load-home-row';
import { LoadGameList } from '../../application/use-cases/games/load-game-list';
import { LoadBookmarks } from '../../application/use-cases/games/load-bookmarks';
import { LoadGenres } from '../../application/use-cases/games/load-genres';
import { LoadGenreGames } from '../../application/use-cases/games/load-genre-games';
import { ResetGenreGames } from '../../application/use-cases/games/reset-genre-games';
import { SearchGames } from '../../application/use-cases/games/search-games';
import { LoadSearchSuggestions } from '../../application/use-cases/games/load-search-suggestions';
import { LoadHotGames } from '../../application/use-cases/games/load-hot-games';
import { LoadTrailers } from '../../application/use-cases/games/load-trailers';
import { GoToPlans } from '../../application/use-cases/games/go-to-plans';
import { PlayedOnDevice } from '../../application/use-cases/games/played-on-device';
import { HttpGameCatalogueGateway } from '../../adapters/http/http-game-catalogue-gateway';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { catalogueInFamilyMode } from '../../application/use-cases/family/catalogue-in-family-mode';
import { ChildrenGameCatalogue } from '../../application/ports/children-game-catalogue.port';
import { HttpClient } from '../../adapters/http/http-client';
import { bindClass } from '../bind-class';

/**
 * The games area: the catalogue gateways, the games state areas of spec §3, and the use cases the
 * lists and the search need (a game's page and the play screen come with the 'game-actions' feature
 * area: game-actions.module.ts, game-play.module.ts).
 */
export const gamesModule = (stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    bindClass(bind, HttpGameCatalogueGateway, [HttpClient]);
    // Every screen reads the catalogue through family mode's look at the device: the children's
    // catalogue (the 'family' area) answers only when the device keeps family mode.
    bind(GameCataloguePort).toDynamicValue((context) =>
      catalogueInFamilyMode(context.get(HttpGameCatalogueGateway), context.get(DeviceStoragePort), () =>
        context
          .get<FeatureAreasPort>(FeatureAreasPort)
          .ensure('family')
          .then(() => context.get<GameCataloguePort>(ChildrenGameCatalogue)),
      ),
    );

    const lists = createGameListStores();
    const detail = createGameDetailStore();
    const search = createSearchStore();
    bind(GameListStores).toConstantValue(lists);
    for (const id of GAME_LIST_IDS) bind(GameListStore[id]).toConstantValue(lists[id]);
    bind(GameDetailStore).toConstantValue(detail);
    bind(GenreStore).toConstantValue(createGenreStore());
    bind(SearchStore).toConstantValue(search);
    bind(TrailerStore).toConstantValue(createTrailerStore());
    // Spec §4 "Reset action on logout or 401 clears these areas: ... gameDetail, recentlyPlayed,
    // suggestedGames, bookmarkedGames, searchedGames, premiumGames ...".
    stateReset.register('gameDetail', () => resetStore(detail, initialGameDetailState));
    for (const area of ['recentlyPlayed', 'suggestedGames', 'bookmarkedGames', 'premiumGames'] as const) {
      stateReset.register(area, () => resetStore(lists[area], initialGameListState));
    }
    stateReset.register('searchedGames', () => resetStore(search, initialSearchState));

    bindClass(bind, RequireLogin, [AuthStore, RememberReturnPath, NavigationPort, DeviceStoragePort]);
    bindClass(bind, PlayedOnDevice, [DeviceStoragePort, AuthStore]);
    bindClass(bind, LoadHomeRow, [GameCataloguePort, GameListStores, GenreStore, AuthStore, RandomSource, PlayedOnDevice]);
    bindClass(bind, LoadGameList, [GameCataloguePort, GameListStores, AuthStore]);
    bindClass(bind, LoadBookmarks, [LoadGameList]);
    bindClass(bind, LoadGenres, [GameCataloguePort, GenreStore]);
    bindClass(bind, LoadGenreGames, [GameCataloguePort, GenreStore]);
    bindClass(bind, ResetGenreGames, [GenreStore, LoadGenreGames]);
    bindClass(bind, SearchGames, [GameCataloguePort, SearchStore]);
    bindClass(bind, LoadSearchSuggestions, [GameCataloguePort, SearchStore]);
    bindClass(bind, LoadHotGames, [GameCataloguePort, SearchStore]);
    bindClass(bind, LoadTrailers, [GameCataloguePort, TrailerStore, RandomSource]);
    // The way to /plans: a game's premium offer, the play screen and the tournament's checklist.
    bindClass(bind, GoToPlans, [RememberReturnPath, NavigationPort, RequireLogin]);
  });
