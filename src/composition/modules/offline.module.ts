import { ContainerModule } from 'inversify';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { BundledGamesPort } from '../../application/ports/bundled-games.port';
import { SavedGamesPort, StorageEstimatePort } from '../../application/ports/saved-games.port';
import { SavedGamesStore, createSavedGamesStore } from '../../application/stores/saved-games.store';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { RemoveSavedGame } from '../../application/use-cases/offline/remove-saved-game';
import { FetchBundledGames } from '../../adapters/offline/fetch-bundled-games';
import { BrowserStorageEstimate } from '../../adapters/offline/browser-storage-estimate';
import { LazySavedGames } from '../../adapters/offline/lazy-saved-games';
import { BrowserNetworkStatus } from '../../adapters/browser/browser-network-status';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { ConnectionHintsPort } from '../../application/ports/connection-hints.port';
import { DataSaverStore, createDataSaverStore } from '../../application/stores/data-saver.store';
import { DataSaver } from '../../application/use-cases/offline/data-saver';
import { BrowserConnectionHints } from '../../adapters/browser/browser-connection-hints';
import { bindClass } from '../bind-class';

/**
 * Offline and light on data, what every page shows: the network status, the games saved for
 * offline play (Cache Storage) and their download sizes, and data saver. The queue of actions made
 * offline, saving a game and keeping a played one come with the 'game-actions' area
 * (offline-actions.module.ts).
 */
export const offlineModule = () =>
  new ContainerModule(({ bind }) => {
    bind(NetworkStatusPort).toConstantValue(new BrowserNetworkStatus());
    bind(BundledGamesPort).toConstantValue(new FetchBundledGames());
    bind(SavedGamesPort).toConstantValue(new LazySavedGames());
    bind(StorageEstimatePort).toConstantValue(new BrowserStorageEstimate());
    bind(SavedGamesStore).toConstantValue(createSavedGamesStore());
    bind(ConnectionHintsPort).toConstantValue(new BrowserConnectionHints());
    bind(DataSaverStore).toConstantValue(createDataSaverStore());
    bindClass(bind, DataSaver, [ConnectionHintsPort, DeviceStoragePort, DataSaverStore]);
    bindClass(bind, LoadSavedGames, [BundledGamesPort, SavedGamesPort, StorageEstimatePort, SavedGamesStore]);
    bindClass(bind, RemoveSavedGame, [SavedGamesPort, SavedGamesStore, LoadSavedGames]);
  });
