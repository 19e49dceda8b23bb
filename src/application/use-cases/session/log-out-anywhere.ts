import type { FeatureAreasPort } from '../../ports/feature-areas.port';
import type { Logout } from '../auth/logout';
import type { EndSession } from './end-session';

/**
 * Log out from any screen (the shell's sidebar and drawer), not only from /profile. The logout
 * call lives in the lazily loaded 'account' area, so its code is fetched first; when it cannot be
 * (offline), the session still ends on this device: logging out must never fail to log out.
 */
export class LogOutAnywhere {
  constructor(
    private readonly features: FeatureAreasPort,
    private readonly logout: () => Logout,
    private readonly endSession: EndSession,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.features.ensure('account');
    } catch {
      this.endSession.execute();
      return;
    }
    await this.logout().execute();
  }
}
