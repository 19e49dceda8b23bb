import { Subject } from 'rxjs';
import { vi } from 'vitest';
import type { OfflineActionQueuePort } from '../../../src/application/ports/offline-action-queue.port';
import type { NetworkStatusPort } from '../../../src/application/ports/network-status.port';
import type { QueuedGameAction } from '../../../src/domain/queued-game-action';
import type { SavedGamesPort } from '../../../src/application/ports/saved-games.port';
import type { SavedGame } from '../../../src/domain/saved-games';
import { createOfflineActionsStore } from '../../../src/application/stores/offline-actions.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { QueueGameAction } from '../../../src/application/use-cases/offline/queue-game-action';
import { SendQueuedActions } from '../../../src/application/use-cases/offline/send-queued-actions';
import { LoadQueuedActions } from '../../../src/application/use-cases/offline/load-queued-actions';
import { ToggleLike } from '../../../src/application/use-cases/games/toggle-like';
import { ToggleBookmark } from '../../../src/application/use-cases/games/toggle-bookmark';
import { RateGame } from '../../../src/application/use-cases/games/rate-game';
import { LoadRatingDetails } from '../../../src/application/use-cases/games/load-rating-details';
import { fakeCatalogue, gameActionsSetup } from '../games/games-fakes';
import type { GameDetail } from '../../../src/domain/game';

/** The device's queue in memory, one list per account, as IndexedDB keeps it. */
export function fakeQueue(): OfflineActionQueuePort & { lists: Map<string, QueuedGameAction[]> } {
  const lists = new Map<string, QueuedGameAction[]>();
  return {
    lists,
    load: async (userId) => [...(lists.get(userId) ?? [])],
    save: async (userId, actions) => void lists.set(userId, [...actions]),
  };
}

export function fakeNetwork(online = false): NetworkStatusPort & { online: boolean; comeBack: () => void } {
  const events = new Subject<void>();
  const network = {
    online,
    online$: events.asObservable(),
    isOnline: () => network.online,
    comeBack: () => {
      network.online = true;
      events.next();
    },
  };
  return network;
}

/** A logged-in player on a game page, offline, with the queue and the sender wired as in the app. */
export function offlineSetup(options: { game?: Partial<GameDetail>; online?: boolean } = {}) {
  const page = gameActionsSetup({ game: options.game ?? {} });
  const queue = fakeQueue();
  const network = fakeNetwork(options.online ?? false);
  const offline = createOfflineActionsStore();
  const toasts = createToastStore();
  let n = 0;
  const queueAction = new QueueGameAction(
    queue,
    network,
    page.auth,
    offline,
    () => `id${++n}`,
    () => new Date(Date.UTC(2026, 0, 1)),
  );
  const catalogue = fakeCatalogue();
  catalogue.detail.mockImplementation(async () => ({ ...page.store.game! }));
  const actions = page.actions;
  const send = new SendQueuedActions(queue, network, page.auth, offline, actions, catalogue, page.store, new ShowToast(toasts));
  return {
    ...page,
    queue,
    network,
    offline,
    toasts,
    catalogue,
    send,
    load: new LoadQueuedActions(queue, page.auth, offline),
    like: new ToggleLike(actions, page.store, page.requireLogin, page.notify, queueAction),
    bookmark: new ToggleBookmark(actions, page.store, page.requireLogin, page.notify, queueAction),
    rate: new RateGame(
      actions,
      page.store,
      page.requireLogin,
      page.notify,
      new LoadRatingDetails(actions, page.store),
      queueAction,
    ),
  };
}

/** The device's cache and saved list in memory. */
export function fakeDevice() {
  const cache = new Set<string>();
  const list = new Map<string, SavedGame>();
  const port: SavedGamesPort = {
    storeFiles: vi.fn(async (files: readonly string[]) => void files.forEach((f) => cache.add(f))),
    removeFiles: vi.fn(async (files: readonly string[]) => void files.forEach((f) => cache.delete(f))),
    missingFiles: async (files) => files.filter((f) => !cache.has(f)),
    // Copies in and out, as IndexedDB's structured clone does (it refuses live state proxies).
    list: async () => [...list.values()].map((saved) => structuredClone(saved)),
    put: async (saved) => void list.set(saved.game.uniqueName, structuredClone(saved)),
    delete: async (name) => void list.delete(name),
  };
  return { cache, list, port };
}
