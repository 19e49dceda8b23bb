import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { RedirectPolicy } from './redirect-policy';

/**
 * /login?redirectto=<url>: a partner sends the user to log in and expects them back with an
 * esports token (spec §2, §3 'redirectto'). The target is stored only when the URL guard accepts
 * it, so the portal can never be used to bounce a user to an attacker's site with a token.
 */
export class RememberRedirectTarget {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly policy: RedirectPolicy,
  ) {}

  /** Returns whether the target was accepted and stored. */
  execute(raw: string | null | undefined): boolean {
    if (raw == null || raw === '') return false;
    const check = this.policy.check(raw);
    if (!check.ok) return false;
    this.storage.set('redirectto', check.url);
    return true;
  }
}
