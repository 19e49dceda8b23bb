import type { AuthPort } from '../../ports/auth.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { AuthState } from '../../stores/auth.store';
import type { ShowNotification } from '../notifications/show-notification';
import { runLoad } from '../run-load';
import type { StartSession } from './start-session';
import type { RedirectPolicy } from './redirect-policy';
import { isLoginPath } from './go-after-login';
import { PATHS } from '../../../domain/route-paths';

/**
 * Single sign-on from a partner app (e.g. MYGP): /social-login?parameter=…&redirect=… completes
 * the login (spec §7 POST /auth/sso/login/complete {parameter, agentdetails}). Spec §2:
 * "Single-sign-on success goes to the given redirect URL", here only when the URL guard accepts
 * it (otherwise /home), so the link cannot send a freshly logged-in user to a foreign site.
 */
export class CompleteSso {
  constructor(
    private readonly authPort: AuthPort,
    private readonly auth: AuthState,
    private readonly startSession: StartSession,
    private readonly navigation: NavigationPort,
    private readonly policy: RedirectPolicy,
    private readonly notification: ShowNotification,
    private readonly agentDetails: string,
  ) {}

  /** Resolves true once the user is logged in and on the way; false after a failure (already shown). */
  async execute(parameter: string, redirect: string | null | undefined): Promise<boolean> {
    if (this.auth.status === 'loading') return false;
    const login = await runLoad(this.auth, () => this.authPort.completeSso(parameter, this.agentDetails), {
      apply: (result) => this.startSession.execute(result),
      fallback: 'social-login-failed',
    });
    if (login.status !== 'succeeded') {
      if (login.status === 'failed') this.notification.failed(login.error, 'social-login-failed');
      return false;
    }
    const target = this.policy.check(redirect);
    if (target.ok && !target.internal) this.navigation.assign(target.url);
    else this.navigation.go(target.ok && !isLoginPath(target.url) ? target.url : PATHS.home, { replace: true });
    return true;
  }
}
