import type { NavigationPort } from '../../ports/navigation.port';
import type { RememberReturnPath } from '../session/remember-return-path';
import type { RequireLogin } from './require-login';
import { PATHS } from '../../../domain/route-paths';

/**
 * A premium game refused to a player without a plan (StartGame's PREMIUM_REQUIRED), or its page's
 * offer, leads to the plans: a non-premium user is asked to subscribe (on /plans) and comes back
 * afterwards. As for tournaments (spec §2), the current path is remembered first, so that
 * 'Continue' after the purchase comes back to the game. A guest logs in first and comes back to
 * the game (buying needs an account, and /plans would otherwise be the page login returns to).
 */
export class GoToPlans {
  constructor(
    private readonly rememberReturnPath: RememberReturnPath,
    private readonly navigation: NavigationPort,
    private readonly requireLogin: RequireLogin,
  ) {}

  execute(): void {
    if (!this.requireLogin.execute()) return;
    this.rememberReturnPath.execute(this.navigation.currentPath());
    this.navigation.go(PATHS.plans);
  }
}
