import { EMPTY, interval, tap } from 'rxjs';
import type { AnalyticsPort } from '../../ports/analytics.port';
import type { Clock } from '../../ports/clock.port';
import type { PageVisibilityPort } from '../../ports/page-visibility.port';
import type { AuthState } from '../../stores/auth.store';
import { ENGAGEMENT_INTERVAL_MS, analyticsId } from '../../../domain/analytics';
import { followVisibility } from '../follow-visibility';

/**
 * Spec §9: "Engagement analytics event every 10 s." Counted only while the tab is visible (a
 * hidden tab is not engagement): hiding the tab stops the clock, showing it starts a fresh 10 s.
 */
export class TrackEngagement {
  constructor(
    private readonly analytics: AnalyticsPort,
    private readonly auth: AuthState,
    private readonly visibility: PageVisibilityPort,
    private readonly clock: Clock,
  ) {}

  /** Starts the engagement clock; returns the function that stops it. */
  execute(): () => void {
    const sendEngagement = () =>
      this.analytics.send({
        name: 'user_engagement',
        distinctId: analyticsId(this.auth),
        properties: { engagement_time_msec: ENGAGEMENT_INTERVAL_MS },
        timestamp: this.clock().toISOString(),
      });
    return followVisibility(this.visibility, (visible) =>
      visible ? interval(ENGAGEMENT_INTERVAL_MS).pipe(tap(sendEngagement)) : EMPTY,
    );
  }
}
