import { token } from '../token';
import type { QueuedGameAction } from '../../domain/queued-game-action';
import { createStore } from './create-store';

/** The logged-in player's actions waiting for the network, as the screens show them ("pending"). */
export interface OfflineActionsState {
  /** Whose queue is shown; null for a guest. */
  userId: string | null;
  actions: QueuedGameAction[];
  /** The queue is being sent. */
  sending: boolean;
}

export const initialOfflineActionsState = (): OfflineActionsState => ({ userId: null, actions: [], sending: false });
export const createOfflineActionsStore = (): OfflineActionsState => createStore(initialOfflineActionsState);
export const OfflineActionsStore = token<OfflineActionsState>('OfflineActionsStore');
