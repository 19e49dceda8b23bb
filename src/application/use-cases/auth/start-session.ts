import type { GuestProgressAtLogin } from '../../ports/guest-progress-at-login.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';
import type { LoginResult } from '../../../domain/session';

/**
 * What every successful login (password, social, single sign-on) does with the login data of
 * spec §3 (token, loginSource, userId): store it under the spec's keys and set the auth state
 * (spec §4 "Auth request: loading, then user set"). Then what a guest played on this device joins
 * the account's progress (docs/decisions/0057), without holding up the login.
 */
export class StartSession {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
    private readonly joinGuestProgress?: GuestProgressAtLogin,
  ) {}

  execute(result: LoginResult): void {
    this.storage.set('auth-token', result.token);
    this.storage.set('user_id', result.userId);
    this.storage.set('loginSource', result.loginSource);
    Object.assign(this.auth, {
      token: result.token,
      userId: result.userId,
      loginSource: result.loginSource,
      status: 'succeeded',
      error: undefined,
    } satisfies Partial<AuthState>);
    // Nothing is lost while it runs or if it fails: the account's first read of its progress merges too.
    void this.joinGuestProgress?.(result.userId).catch(() => undefined);
  }
}
