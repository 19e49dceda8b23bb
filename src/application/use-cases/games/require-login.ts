import type { AuthState } from '../../stores/auth.store';
import { isLoggedIn } from '../../stores/auth.store';
import type { NavigationPort } from '../../ports/navigation.port';
import type { RememberReturnPath } from '../session/remember-return-path';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { PendingGameAction } from '../../../domain/pending-game-action';
import { PATHS } from '../../../domain/route-paths';

/**
 * Liking, bookmarking, rating and playing are for logged-in players (spec §1 "Logged-in users can
 * like, bookmark (favourite) and rate games with a comment, start a game session"). A guest who
 * tries is sent to /login, and the page they were on is remembered so login brings them back,
 * with what they tapped (ResumePendingGameAction finishes it there).
 */
export class RequireLogin {
  constructor(
    private readonly auth: AuthState,
    private readonly rememberReturnPath: RememberReturnPath,
    private readonly navigation: NavigationPort,
    private readonly storage: DeviceStoragePort,
  ) {}

  /** True for a logged-in player; otherwise redirects to /login and returns false. */
  execute(pending?: PendingGameAction): boolean {
    if (isLoggedIn(this.auth)) return true;
    this.rememberReturnPath.execute(this.navigation.currentPath());
    if (pending) this.storage.set('pending-game-action', pending);
    else this.storage.remove('pending-game-action');
    this.navigation.go(PATHS.login);
    return false;
  }
}
