import { token } from '../token';

export type InstallAnswer = 'accepted' | 'dismissed';

/** The browser's offer to install the portal on the home screen. */
export interface InstallPromptPort {
  /** `onAvailable` runs once the browser would install the portal (it may never). */
  watch(onAvailable: () => void): void;
  /** Shows the browser's install dialog; 'dismissed' when the player declines or it cannot be shown. */
  prompt(): Promise<InstallAnswer>;
}
export const InstallPromptPort = token<InstallPromptPort>('InstallPromptPort');
