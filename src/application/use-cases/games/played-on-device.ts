import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';
import { isLoggedIn } from '../../stores/auth.store';
import type { Game } from '../../../domain/game';
import { withPlayed } from '../../../domain/played-on-device';

/**
 * A guest's "Continue playing": the games started on this device while logged out. A logged-in
 * player's plays are kept by the server (recently played), so only a guest's are recorded here.
 */
export class PlayedOnDevice {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
  ) {}

  record(game: Game): void {
    if (isLoggedIn(this.auth)) return;
    this.storage.set('played-on-device', withPlayed(this.games(), game));
  }

  games(): Game[] {
    return this.storage.get('played-on-device') ?? [];
  }
}
