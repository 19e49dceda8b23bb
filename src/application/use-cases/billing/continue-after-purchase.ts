import { PAYMENT_GROUP } from '../../../domain/routes';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { RedirectPolicy } from '../auth/redirect-policy';
import { isLoginPath } from '../auth/go-after-login';

/**
 * Spec §2: /plans "is also where a non-premium user is sent when trying to register for a
 * tournament; the current path is remembered first so the user can return". The path is
 * remembered under the spec's 'previous URL' key ('previous-url', as RememberReturnPath stores
 * it); after a successful purchase the player goes back there (VerifySubscriptionCode,
 * HandleRechargeReturn).
 */
export class FindPurchaseReturnPath {
  constructor(
    private readonly storage: DeviceStoragePort,
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
