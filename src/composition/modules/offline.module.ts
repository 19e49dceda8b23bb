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
import { bindClass } from '../bind-class';

/**
 * Offline and light on data: the queue of actions made offline (IndexedDB), the network status.
 * Loaded with the games area, whose like, favourite and rating use cases queue through it.
 */
export const offlineModule = () =>
  new ContainerModule(({ bind }) => {
    bind(OfflineActionQueuePort).toConstantValue(new IdbOfflineActionQueue());
    bind(NetworkStatusPort).toConstantValue(new BrowserNetworkStatus());
    bind(OfflineActionsStore).toConstantValue(createOfflineActionsStore());
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
