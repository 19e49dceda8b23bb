import type { AuthPort } from '../../ports/auth.port';
import type { EndSession } from '../session/end-session';

/**
 * Logs the user out: tells the server (POST /auth/logout), then ends the session locally
 * (clears the stored session, resets the spec §4 areas, goes to /login).
 */
export class Logout {
  constructor(
    private readonly auth: AuthPort,
    private readonly endSession: EndSession,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.auth.logout();
    } catch {
      // Best effort: a failed server call must never keep the user logged in on this device.
    }
    this.endSession.execute();
  }
}
