import type { AuthPort, SocialProvider } from '../../ports/auth.port';
import type { SocialSignInPort } from '../../ports/social-sign-in.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { AuthState } from '../../stores/auth.store';
import type { ShowNotification } from '../notifications/show-notification';
import { runLoad } from '../run-load';
import type { StartSession } from './start-session';
import { PATHS } from '../../../domain/route-paths';

/**
 * Google / Facebook login: the provider's access token is exchanged for a portal session
 * (spec §7 POST /auth/{google|facebook}/token/verify {AccessToken}). Spec §2: "Social login
 * success does a full redirect to /home."
 */
export class SocialLogin {
  constructor(
    private readonly signInPort: SocialSignInPort,
    private readonly authPort: AuthPort,
    private readonly auth: AuthState,
    private readonly startSession: StartSession,
    private readonly navigation: NavigationPort,
    private readonly notification: ShowNotification,
  ) {}

  /** Resolves true once the redirect has been started; false after a failure (already shown). */
  async execute(provider: SocialProvider): Promise<boolean> {
    if (this.auth.status === 'loading') return false;
    const login = await runLoad(
      this.auth,
      async () => this.authPort.socialLogin(provider, await this.signInPort.signIn(provider)),
      {
        apply: (result) => this.startSession.execute(result),
        fallback: 'social-login-failed',
      },
    );
    if (login.status !== 'succeeded') {
      if (login.status === 'failed') this.notification.failed(login.error, 'social-login-failed');
      return false;
    }
    this.navigation.assign(PATHS.home);
    return true;
  }
}
