import type { SocialProvider } from '../../ports/auth.port';
import type { ShowNotification } from '../notifications/show-notification';
import type { SocialLogin } from './social-login';
import type { CompleteSso } from './complete-sso';

/** The query of /social-login: `?provider=google|facebook` or `?parameter=…&redirect=…`. */
export interface SocialLoginQuery {
  provider: string | null;
  parameter: string | null;
  redirect: string | null;
}

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
const isProvider = (value: string | null): value is SocialProvider => PROVIDERS.includes(value as SocialProvider);

/**
 * What /social-login does with its query: a social sign-in for a known provider, else single
 * sign-on with the parameter, else (a broken link) the 'Failed' modal with 'Social login failed'.
 */
export class FinishSocialLogin {
  constructor(
    private readonly socialLogin: SocialLogin,
    private readonly completeSso: CompleteSso,
    private readonly notification: ShowNotification,
  ) {}

  /** Resolves true once the user is logged in and on the way; false after a failure (already shown). */
  execute(query: SocialLoginQuery): Promise<boolean> {
    if (isProvider(query.provider)) return this.socialLogin.execute(query.provider);
    const parameter = query.parameter?.trim();
    if (parameter) return this.completeSso.execute(parameter, query.redirect);
    this.notification.failed(undefined, 'social-login-failed');
    return Promise.resolve(false);
  }
}
