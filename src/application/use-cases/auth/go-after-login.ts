import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { EsportsTokenPort } from '../../ports/esports-token.port';
import type { ShowToast } from '../notifications/show-toast';
import type { RedirectPolicy } from './redirect-policy';
import { isAtOrBelow, PATHS } from '../../../domain/route-paths';

/** Paths that must never be the destination of a login: going back there would log in again, or loop. */
export const isLoginPath = (path: string): boolean => isAtOrBelow(path, PATHS.login) || isAtOrBelow(path, PATHS.socialLogin);

/**
 * Where a password login leads (spec §2): "After login success the user goes to /home. If a
 * redirect target is stored, the user goes there with an esports token in the query." Otherwise
 * the remembered path ('previous-url', set when a guest was sent to /login) brings the user back.
 */
export class GoAfterLogin {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly esports: EsportsTokenPort,
    private readonly navigation: NavigationPort,
    private readonly policy: RedirectPolicy,
    private readonly toast: ShowToast,
  ) {}

  async execute(): Promise<void> {
    const target = this.storage.get('redirectto');
    if (target !== undefined) {
      // Used once, whatever happens: a stale target must not hijack a later login.
      this.storage.remove('redirectto');
      if (await this.goToPartner(target)) return;
    }
    this.goInApp();
  }

  private async goToPartner(target: string): Promise<boolean> {
    // Checked again although it was checked when stored: storage is outside the app's control.
    const check = this.policy.check(target);
    if (!check.ok) return false;
    if (check.internal) {
      if (isLoginPath(check.url)) return false;
      // A target inside the portal needs no partner token: the session itself is enough.
      this.navigation.go(check.url, { replace: true });
      return true;
    }
    try {
      const token = await this.esports.fetchToken();
      // The partner authenticates the user by this token; the spec puts it in the query.
      this.navigation.assign(this.policy.withQueryParam(check.url, 'token', token));
      return true;
    } catch {
      // Logged in anyway: say why the partner did not open and continue inside the portal.
      this.toast.execute({ code: 'partner-unavailable' }, 'error');
      return false;
    }
  }

  private goInApp(): void {
    const previous = this.storage.get('previous-url');
    this.storage.remove('previous-url');
    const check = previous === undefined ? undefined : this.policy.check(previous);
    const path = check?.ok && check.internal && !isLoginPath(check.url) ? check.url : PATHS.home;
    this.navigation.go(path, { replace: true });
  }
}
