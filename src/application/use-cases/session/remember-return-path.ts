import type { DeviceStoragePort } from '../../ports/device-storage.port';
import { PATHS } from '../../../domain/route-paths';

/** Remembers where a guest was going before being sent to /login, so login brings them back (spec §3 "previous URL"). */
export class RememberReturnPath {
  constructor(private readonly storage: DeviceStoragePort) {}

  execute(path: string): void {
    // Only in-app paths: an absolute or protocol-relative URL here would be an open redirect.
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith(PATHS.login)) return;
    this.storage.set('previous-url', path);
  }
}
