import { ContainerModule } from 'inversify';
import { OfflineActionQueuePort } from '../../application/ports/offline-action-queue.port';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { GameActionsPort } from '../../application/ports/game-actions.port';
import { GameCataloguePort } from '../../application/ports/game-catalogue.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Clock } from '../../application/ports/clock.port';
import { SavedGamesPort } from '../../application/ports/saved-games.port';
import { AuthStore } from '../../application/stores/auth.store';
import { GameDetailStore } from '../../application/stores/game-detail.store';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { SavedGamesStore } from '../../application/stores/saved-games.store';
import { OfflineActionsStore, createOfflineActionsStore } from '../../application/stores/offline-actions.store';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { QueueGameAction } from '../../application/use-cases/offline/queue-game-action';
import { SendQueuedActions } from '../../application/use-cases/offline/send-queued-actions';
import { LoadQueuedActions } from '../../application/use-cases/offline/load-queued-actions';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { SaveGameForOffline } from '../../application/use-cases/offline/save-game-for-offline';
import { RemoveSavedGame } from '../../application/use-cases/offline/remove-saved-game';
import { SavedGameLookup } from '../../application/use-cases/offline/saved-game-lookup';
import { KeepPlayedGame } from '../../application/use-cases/offline/keep-played-game';
import { IdbOfflineActionQueue } from '../../adapters/offline/idb-offline-action-queue';
import { bindClass } from '../bind-class';

/**
 * Part of the 'game-actions' area: the queue of actions made offline (IndexedDB), saving
 * a game for offline play, finding a saved game and keeping a played one. The shell loads the area
 * once the first screen is up, so what waits in the queue is sent on start, on login and when the
 * network returns (ui/layout/offline-queue-effects.tsx). What the first screen shows (the saved
 * games, their sizes, data saver) is bound at start by offline.module.ts.
 */
export const offlineActionsModule = () =>
  new ContainerModule(({ bind }) => {
    bind(OfflineActionQueuePort).toConstantValue(new IdbOfflineActionQueue());
    bind(OfflineActionsStore).toConstantValue(createOfflineActionsStore());
    bindClass(bind, SaveGameForOffline, [SavedGamesPort, SavedGamesStore, LoadSavedGames, Clock]);
    bindClass(bind, SavedGameLookup, [SavedGamesPort]);
    bindClass(bind, KeepPlayedGame, [SavedGamesPort, DataSaverStore, LoadSavedGames, RemoveSavedGame, Clock]);
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
