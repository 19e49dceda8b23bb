import { token } from '../token';
import type { LoginSource } from '../../domain/session';
import type { ErrorLogEntry } from '../../domain/error-log';
import type { Game } from '../../domain/game';
import type { PendingGameAction } from '../../domain/pending-game-action';
import type { Locale } from '../../domain/locale';

/**
 * The spec's session and local storage keys (§3), typed. The password is deliberately absent:
 * it is never stored in the browser (docs/decisions/0002).
 */
export interface StoredOnDevice {
  'auth-token': string;
  user_id: string;
  loginSource: LoginSource;
  guest_id: string;
  isRememberMe: boolean;
  'auth-mobile': string;
  redirectto: string;
  'previous-url': string;
  /** Spec §3 "error log list": entries waiting for a 200 from POST /auth/bug/reporting (§4). */
  'error-log': ErrorLogEntry[];
  /** Ours, not the spec's: a guest's like, save or rating waiting for their login. */
  'pending-game-action': PendingGameAction;
  /** Ours, not the spec's: the games played on this device as a guest ("Continue playing"). */
  'played-on-device': Game[];
  /** Ours, not the spec's: the purchase in progress, so a reload or the payment page's Back finds it. */
  'billing-purchase': unknown;
  /** Ours, not the spec's: each user's receipts ("Billing history"), by user id. */
  'billing-receipts': unknown;
  /** Ours, not the spec's: the player's "Data saver" choice on this device (absent: follow the browser). */
  'data-saver': 'on' | 'off';
  /** Ours, not the spec's: when the player last declined installing the portal (ISO time). */
  'install-declined-at': string;
  /** Ours, not the spec's: the language chosen with the switch (docs/decisions/0039). */
  locale: Locale;
  /** Ours, not the spec's: family mode on this device, as JSON (src/adapters/storage/web-family-mode.ts). */
  'family-mode': string;
}

export type StorageKey = keyof StoredOnDevice;

/**
 * The device's key-value store (localStorage in the browser): the spec's session keys beside the
 * player's choices kept on this phone (language, data saver, receipts). Not the browser's
 * sessionStorage: what is written here outlives the tab.
 */
export interface DeviceStoragePort {
  get<K extends StorageKey>(key: K): StoredOnDevice[K] | undefined;
  set<K extends StorageKey>(key: K, value: StoredOnDevice[K]): void;
  remove(key: StorageKey): void;
}
export const DeviceStoragePort = token<DeviceStoragePort>('DeviceStoragePort');
