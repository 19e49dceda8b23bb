import type { DeviceStoragePort } from '../../application/ports/device-storage.port';

/**
 * Whether this device keeps family mode settings that say "on" for someone (web-family-mode.ts
 * writes them as JSON under 'family-mode'). Asked as a game opens and as the tournament's screens
 * open, so it is one look at the storage: when it says yes, the 'family' area is fetched and says
 * exactly whether family mode guards the player now; a visitor without family mode fetches nothing.
 */
export const familyModeMayBeOn = (storage: DeviceStoragePort) => (): boolean =>
  /"on":true/.test(storage.get('family-mode') ?? '');
