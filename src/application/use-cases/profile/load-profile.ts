import type { ProfilePort } from '../../ports/profile.port';
import type { ProfileState } from '../../stores/profile.store';
import { isLoggedIn, type AuthState } from '../../stores/auth.store';
import { runLoad } from '../run-load';

/** GET /auth/user/profile into the profile store: "idle, loading, then succeeded or failed" (spec §4). */
export class LoadProfile {
  constructor(
    private readonly profiles: ProfilePort,
    private readonly state: ProfileState,
    private readonly auth: AuthState,
  ) {}

  async execute(): Promise<void> {
    // A guest has no profile; a load already under way is not started twice.
    if (!isLoggedIn(this.auth) || this.state.status === 'loading') return;
    const token = this.auth.token;
    await runLoad(this.state, () => this.profiles.get(), {
      isCurrent: () => this.auth.token === token, // not when logged out (or in as someone else) meanwhile
      apply: (profile) => (this.state.profile = profile),
    });
  }
}
