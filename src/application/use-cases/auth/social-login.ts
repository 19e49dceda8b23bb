import type { AuthPort, SocialProvider } from '../../ports/auth.port';
import type { SocialSignInPort } from '../../ports/social-sign-in.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { AuthState } from '../../stores/auth.store';
import type { ShowNotification } from '../notifications/show-notification';
import { serverMessage } from '../../failure-text';
import type { StartSession } from './start-session';
import { HOME_PATH } from './go-after-login';

/** Spec §8 fallback message of a failed social or single sign-on login. */
export const SOCIAL_LOGIN_FAILED = 'Social login failed';

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
    Object.assign(this.auth, { status: 'loading', error: undefined });
    try {
      const accessToken = await this.signInPort.signIn(provider);
      this.startSession.execute(await this.authPort.socialLogin(provider, accessToken));
    } catch (error) {
      Object.assign(this.auth, { status: 'failed', error: serverMessage(error, SOCIAL_LOGIN_FAILED) });
      this.notification.failed(error, SOCIAL_LOGIN_FAILED);
      return false;
    }
    this.navigation.assign(HOME_PATH);
    return true;
  }
}
