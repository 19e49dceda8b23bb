import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { StateReset } from '../../stores/state-reset';
import type { UserCachesPort } from '../../ports/user-caches.port';
import { PATHS } from '../../../domain/route-paths';

/**
 * Ends the session locally. Used by logout and by the cross-call rule of spec §7:
 * "Any 401 response clears the stored session and goes to /login."
 */
export class EndSession {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly state: StateReset,
    private readonly navigation: NavigationPort,
    private readonly userCaches: UserCachesPort,
  ) {}

  execute(options: { rememberReturnPath?: boolean } = {}): void {
    const here = this.navigation.currentPath();
    for (const key of ['auth-token', 'user_id', 'loginSource'] as const) this.storage.remove(key);
    this.state.resetAll();
    // What was cached offline for this player goes with the session; a failure to clear it must not
    // keep the player signed in, and the service worker keys those answers by session anyway.
    void this.userCaches.clear().catch(() => undefined);
    // After a 401 mid-session the user comes back to where they were once logged in again.
    if (options.rememberReturnPath && !here.startsWith(PATHS.login)) this.storage.set('previous-url', here);
    this.navigation.go(PATHS.login, { replace: true });
  }
}
