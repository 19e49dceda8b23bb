import { token } from '../token';
import { createStore } from './create-store';

/** The portal as an app on the device: a new version waiting, and the offer to install it. */
export interface OfflineAppState {
  /** A new build has been downloaded and waits for the player to reload ("A new version is ready"). */
  updateReady: boolean;
  /** The browser can install the portal now. */
  installAvailable: boolean;
  /** The player has opened a game during this visit: the moment an install is worth offering. */
  engaged: boolean;
  /** The install offer is on screen (available, engaged, and not declined lately). */
  installOffered: boolean;
}

export const initialOfflineAppState = (): OfflineAppState => ({
  updateReady: false,
  installAvailable: false,
  engaged: false,
  installOffered: false,
});

export const createOfflineAppStore = () => createStore(initialOfflineAppState);
export type OfflineAppStore = ReturnType<typeof createOfflineAppStore>;
export const OfflineAppStore = token<OfflineAppStore>('OfflineAppStore');
