import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { GameCataloguePort } from '../../ports/game-catalogue.port';

type Read = (...args: unknown[]) => Promise<unknown>;

/**
 * The catalogue every screen reads, kept to the children's catalogue while family mode is on: "this
 * applies to /home rows, genre/list pages, search, and deep links". It is part of /home's first
 * load, so it carries nothing of family mode but one look at the device: while the device keeps no
 * family mode (its 'family-mode' entry, written by the 'family' area), each read goes straight to
 * the catalogue; otherwise family mode's code is fetched and its children's catalogue answers
 * (`children`), which knows whether family mode is on for the player now. Every read of the port
 * goes the same way, so a read the port gains is kept to the children's catalogue too; what the
 * catalogue does not have (a promise's `then`) is not made up.
 */
export function catalogueInFamilyMode(
  catalogue: GameCataloguePort,
  device: Pick<DeviceStoragePort, 'get'>,
  children: () => Promise<GameCataloguePort>,
): GameCataloguePort {
  return new Proxy(catalogue, {
    get: (target, name: keyof GameCataloguePort) =>
      target[name] &&
      ((...args: unknown[]) =>
        device.get('family-mode') ? children().then((kept) => (kept[name] as Read)(...args)) : (target[name] as Read)(...args)),
  });
}
