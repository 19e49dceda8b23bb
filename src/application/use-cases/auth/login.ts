import type { AuthPort } from '../../ports/auth.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';
import type { ShowNotification } from '../notifications/show-notification';
import { runLoad } from '../run-load';
import { parseLoginIdentifier } from '../../../domain/login-identifier';
import type { FieldErrors } from '../../../domain/field-problem';
import type { StartSession } from './start-session';
import type { GoAfterLogin } from './go-after-login';

export interface LoginForm {
  /** What the user typed into "Email or mobile number". */
  identifier: string;
  password: string;
  rememberMe: boolean;
}

export type LoginFieldErrors = FieldErrors<'identifier' | 'password'>;

/** ok: the user is logged in and on the way; otherwise fieldErrors (shown next to the fields) or a failure already shown in the modal. */
export type LoginOutcome = { ok: true } | { ok: false; fieldErrors: LoginFieldErrors };

/**
 * Password login (spec §7 POST /auth/login {email, mobile, password, agentdetails}).
 * Spec §4: "Auth request: loading, then user set, or error." Spec §8: a refused login shows the
 * 'Failed' modal with the server's first message, or 'Login failed'.
 */
export class Login {
  constructor(
    private readonly authPort: AuthPort,
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
    private readonly startSession: StartSession,
    private readonly goAfterLogin: GoAfterLogin,
    private readonly notification: ShowNotification,
    private readonly agentDetails: string,
  ) {}

  async execute(form: LoginForm): Promise<LoginOutcome> {
    const identifier = parseLoginIdentifier(form.identifier);
    const fieldErrors: LoginFieldErrors = {};
    if (identifier.kind === 'invalid') fieldErrors.identifier = identifier.problem;
    if (form.password === '') fieldErrors.password = { code: 'your-password-required' };
    if (identifier.kind === 'invalid' || fieldErrors.password) return { ok: false, fieldErrors };
    if (this.auth.status === 'loading') return { ok: false, fieldErrors: {} };

    const login = await runLoad(
      this.auth,
      () =>
        this.authPort.login({
          // The payload always carries both keys; the one not typed is sent as an empty string.
          email: identifier.kind === 'email' ? identifier.email : '',
          mobile: identifier.kind === 'mobile' ? identifier.mobile : '',
          password: form.password,
          agentdetails: this.agentDetails,
        }),
      {
        apply: (result) => {
          this.startSession.execute(result);
          this.rememberIdentifier(form);
        },
        fallback: 'login-failed',
      },
    );
    if (login.status !== 'succeeded') {
      if (login.status === 'failed') this.notification.failed(login.error, 'login-failed');
      return { ok: false, fieldErrors: {} };
    }
    await this.goAfterLogin.execute();
    return { ok: true };
  }

  /**
   * Spec §3 lists isRememberMe, auth-mobile and auth-password. Only the identifier is kept, to
   * prefill the form next time; the password is never stored in the browser (docs/decisions/0002:
   * the browser's own password manager is the safe place for it).
   */
  private rememberIdentifier(form: LoginForm): void {
    if (form.rememberMe) {
      this.storage.set('isRememberMe', true);
      this.storage.set('auth-mobile', form.identifier.trim());
    } else {
      this.storage.remove('isRememberMe');
      this.storage.remove('auth-mobile');
    }
  }
}
