import { asapScheduler, debounceTime, distinctUntilChanged, filter } from 'rxjs';
import type { AnalyticsPort } from '../../ports/analytics.port';
import type { Clock } from '../../ports/clock.port';
import type { AppConfig } from '../../config';
import { isLoggedIn, type AuthState } from '../../stores/auth.store';
import type { ProfileState } from '../../stores/profile.store';
import { watchStores } from '../../stores/watch-store';
import { analyticsIdentity, type AnalyticsIdentity } from '../../../domain/analytics';

/**
 * Spec §6: "logged-in users are identified by user id, guests by guest id. An event
 * user_identified carries login_source, app_name and user_type."
 *
 * Runs for the life of the app: identifies at start and again whenever the identity changes
 * (login, logout, a plan bought). For a logged-in user it waits until the profile has loaded
 * (or failed), so that user_type is known and one login sends one event, not two.
 */
export class IdentifyUser {
  constructor(
    private readonly analytics: AnalyticsPort,
    private readonly auth: AuthState,
    private readonly profile: ProfileState,
    private readonly config: Pick<AppConfig, 'productName'>,
    private readonly clock: Clock,
  ) {}

  /** Starts identifying; returns the function that stops it. */
  execute(): () => void {
    const subscription = watchStores([this.auth, this.profile], () => this.identity(), sameIdentity)
      .pipe(
        // Stores change one field at a time (a logout resets token, then user id, then login
        // source): identify only the state a burst of changes settles in, never a half-way mix.
        debounceTime(0, asapScheduler),
        filter((identity): identity is AnalyticsIdentity => identity !== null),
        distinctUntilChanged<AnalyticsIdentity>(sameIdentity),
      )
      .subscribe((identity) =>
        this.analytics.send({
          name: 'user_identified',
          distinctId: identity.id,
          properties: { login_source: identity.loginSource, app_name: this.config.productName, user_type: identity.userType },
          timestamp: this.clock().toISOString(),
        }),
      );
    return () => subscription.unsubscribe();
  }

  private identity(): AnalyticsIdentity | null {
    const profileSettled = this.profile.status === 'succeeded' || this.profile.status === 'failed';
    if (isLoggedIn(this.auth) && !profileSettled) return null;
    const identity = analyticsIdentity(this.auth, this.profile.profile?.isPremiumUser ?? false);
    // Before RestoreSession there is no guest id yet: nobody to identify.
    return identity.id ? identity : null;
  }
}

function sameIdentity(a: AnalyticsIdentity | null, b: AnalyticsIdentity | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.userType === b.userType && a.loginSource === b.loginSource;
}
