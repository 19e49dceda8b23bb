import { token } from '../token';

/** The installed version of the portal on this device (its service worker) and the next one. */
export interface AppUpdatesPort {
  /** Keeps the portal available offline; `onUpdateReady` runs when a new version is ready to take over. */
  watch(onUpdateReady: () => void): void;
  /** Lets the new version take over, then reloads the page with it. */
  apply(): void;
}
export const AppUpdatesPort = token<AppUpdatesPort>('AppUpdatesPort');
