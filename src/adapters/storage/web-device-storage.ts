import type { DeviceStoragePort, StorageKey, StoredOnDevice } from '../../application/ports/device-storage.port';
import { isLoginSource } from '../../domain/session';
import { parseErrorLog } from '../../domain/error-log';
import { parsePendingGameAction } from '../../domain/pending-game-action';
import { parsePlayedOnDevice } from '../../domain/played-on-device';
import { isLocale } from '../../domain/locale';

/** Keys whose values are structured, kept as JSON. */
const JSON_KEYS: ReadonlySet<StorageKey> = new Set([
  'error-log',
  'pending-game-action',
  'played-on-device',
  'billing-purchase',
  'billing-receipts',
]);

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The spec's storage keys over a Web Storage (localStorage in the browser, a map in tests).
 * Values are stored as plain strings under the spec's key names; a value that does not decode
 * (tampered or from an old version) reads as absent rather than breaking the app.
 */
export class WebDeviceStorage implements DeviceStoragePort {
  constructor(private readonly store: KeyValueStore) {}

  get<K extends StorageKey>(key: K): StoredOnDevice[K] | undefined {
    const raw = safely(() => this.store.getItem(key));
    if (raw == null) return undefined;
    return decode(key, raw) as StoredOnDevice[K] | undefined;
  }

  set<K extends StorageKey>(key: K, value: StoredOnDevice[K]): void {
    safely(() => this.store.setItem(key, JSON_KEYS.has(key) ? JSON.stringify(value) : String(value)));
  }

  remove(key: StorageKey): void {
    safely(() => this.store.removeItem(key));
  }
}

function decode(key: StorageKey, raw: string): unknown {
  switch (key) {
    case 'isRememberMe':
      return raw === 'true';
    case 'loginSource':
      return isLoginSource(raw) ? raw : undefined;
    case 'error-log':
      return parseErrorLog(safely(() => JSON.parse(raw)));
    case 'pending-game-action':
      return parsePendingGameAction(safely(() => JSON.parse(raw))) ?? undefined;
    case 'played-on-device':
      return parsePlayedOnDevice(safely(() => JSON.parse(raw)));
    // Read by the billing use cases, which check what they find (they load with their screens).
    case 'billing-purchase':
    case 'billing-receipts':
      return safely(() => JSON.parse(raw));
    case 'data-saver':
      return raw === 'on' || raw === 'off' ? raw : undefined;
    case 'locale':
      return isLocale(raw) ? raw : undefined;
    default:
      return raw;
  }
}

/** Storage can throw (quota, privacy modes); losing a write must not break a screen. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
