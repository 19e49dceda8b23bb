import { PAYMENT_GROUP } from '../../../domain/routes';
import type { NavigationPort } from '../../ports/navigation.port';
import type { SessionStoragePort } from '../../ports/session-storage.port';
import type { RedirectPolicy } from '../auth/redirect-policy';
import { isLoginPath } from '../auth/go-after-login';

/**
 * Spec §2: /plans "is also where a non-premium user is sent when trying to register for a
 * tournament; the current path is remembered first so the user can return". The path is
 * remembered under the spec's 'previous URL' key ('previous-url', as RememberReturnPath stores
 * it); after a successful purchase /plans offers to continue there.
 */
export class FindPurchaseReturnPath {
  constructor(
    private readonly storage: SessionStoragePort,
    private readonly policy: RedirectPolicy,
  ) {}

  /** The remembered in-app path, or null (none, refused by the URL guard, or a page that would loop). */
  execute(): string | null {
    const check = this.policy.check(this.storage.get('previous-url'));
    if (!check.ok || !check.internal) return null;
    const pathname = check.url.split(/[?#]/)[0] ?? '';
    return PAYMENT_GROUP.includes(pathname) || isLoginPath(check.url) ? null : check.url;
  }
}

/** 'Continue' after a purchase: back to the remembered path (used once), or home when there is none. */
export class ContinueAfterPurchase {
  constructor(
    private readonly storage: SessionStoragePort,
    private readonly find: FindPurchaseReturnPath,
    private readonly navigation: NavigationPort,
  ) {}

  execute(): void {
    const path = this.find.execute() ?? '/home';
    this.storage.remove('previous-url');
    this.navigation.go(path);
  }
}
