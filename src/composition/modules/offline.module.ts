import { ContainerModule } from 'inversify';
import { OfflineActionQueuePort } from '../../application/ports/offline-action-queue.port';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { GameActionsPort } from '../../application/ports/game-actions.port';
import { GameCataloguePort } from '../../application/ports/game-catalogue.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Clock } from '../../application/ports/clock.port';
import { AuthStore } from '../../application/stores/auth.store';
import { GameDetailStore } from '../../application/stores/game-detail.store';
import { OfflineActionsStore, createOfflineActionsStore } from '../../application/stores/offline-actions.store';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { QueueGameAction } from '../../application/use-cases/offline/queue-game-action';
import { SendQueuedActions } from '../../application/use-cases/offline/send-queued-actions';
import { LoadQueuedActions } from '../../application/use-cases/offline/load-queued-actions';
import { IdbOfflineActionQueue } from '../../adapters/offline/idb-offline-action-queue';
import { BrowserNetworkStatus } from '../../adapters/browser/browser-network-status';
import { BundledGamesPort } from '../../application/ports/bundled-games.port';
import { SavedGamesPort, StorageEstimatePort } from '../../application/ports/saved-games.port';
import { SavedGamesStore, createSavedGamesStore } from '../../application/stores/saved-games.store';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { SaveGameForOffline } from '../../application/use-cases/offline/save-game-for-offline';
import { RemoveSavedGame } from '../../application/use-cases/offline/remove-saved-game';
import { FetchBundledGames } from '../../adapters/offline/fetch-bundled-games';
import { BrowserStorageEstimate, CacheStorageSavedGames } from '../../adapters/offline/cache-storage-saved-games';
import { SessionStoragePort } from '../../application/ports/session-storage.port';
import { ConnectionHintsPort } from '../../application/ports/connection-hints.port';
import { DataSaverStore, createDataSaverStore } from '../../application/stores/data-saver.store';
import { DataSaver } from '../../application/use-cases/offline/data-saver';
import { BrowserConnectionHints } from '../../adapters/browser/browser-connection-hints';
import { SavedGameLookup } from '../../application/use-cases/offline/saved-game-lookup';
import { KeepPlayedGame } from '../../application/use-cases/offline/keep-played-game';
import { bindClass } from '../bind-class';

/**
 * Offline and light on data: the queue of actions made offline (IndexedDB), the network status,
 * the games saved for offline play (Cache Storage) and their sizes, and data saver.
 * Loaded with the games area, whose like, favourite and rating use cases queue through it.
 */
export const offlineModule = () =>
  new ContainerModule(({ bind }) => {
    bind(OfflineActionQueuePort).toConstantValue(new IdbOfflineActionQueue());
    bind(NetworkStatusPort).toConstantValue(new BrowserNetworkStatus());
    bind(OfflineActionsStore).toConstantValue(createOfflineActionsStore());
    bind(BundledGamesPort).toConstantValue(new FetchBundledGames());
    bind(SavedGamesPort).toConstantValue(new CacheStorageSavedGames());
    bind(StorageEstimatePort).toConstantValue(new BrowserStorageEstimate());
    bind(SavedGamesStore).toConstantValue(createSavedGamesStore());
    bind(ConnectionHintsPort).toConstantValue(new BrowserConnectionHints());
    bind(DataSaverStore).toConstantValue(createDataSaverStore());
    bindClass(bind, DataSaver, [ConnectionHintsPort, SessionStoragePort, DataSaverStore]);
    bindClass(bind, LoadSavedGames, [BundledGamesPort, SavedGamesPort, StorageEstimatePort, SavedGamesStore]);
    bindClass(bind, SaveGameForOffline, [SavedGamesPort, SavedGamesStore, LoadSavedGames, Clock]);
    bindClass(bind, RemoveSavedGame, [SavedGamesPort, SavedGamesStore, LoadSavedGames]);
    bindClass(bind, SavedGameLookup, [SavedGamesPort]);
    bindClass(bind, KeepPlayedGame, [SavedGamesPort, SavedGamesStore, DataSaverStore, LoadSavedGames, RemoveSavedGame, Clock]);
    bindClass(bind, QueueGameAction, [
      OfflineActionQueuePort,
      NetworkStatusPort,
      AuthStore,
      OfflineActionsStore,
      IdGenerator,
      Clock,
    ]);
    bindClass(bind, LoadQueuedActions, [OfflineActionQueuePort, AuthStore, OfflineActionsStore]);
    bindClass(bind, SendQueuedActions, [
      OfflineActionQueuePort,
      NetworkStatusPort,
      AuthStore,
      OfflineActionsStore,
      GameActionsPort,
      GameCataloguePort,
      GameDetailStore,
      ShowToast,
    ]);
  });
