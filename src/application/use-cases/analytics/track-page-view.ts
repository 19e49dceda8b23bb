import type { AnalyticsPort } from '../../ports/analytics.port';
import type { Clock } from '../../ports/clock.port';
import type { AuthState } from '../../stores/auth.store';
import { analyticsId, pagePath } from '../../../domain/analytics';

/** A page view per route change (part of the product's analytics); only the path, never the query. */
export class TrackPageView {
  constructor(
    private readonly analytics: AnalyticsPort,
    private readonly auth: AuthState,
    private readonly clock: Clock,
  ) {}

  execute(location: string): void {
    this.analytics.send({
      name: 'page_view',
      distinctId: analyticsId(this.auth),
      properties: { page_path: pagePath(location) },
      timestamp: this.clock().toISOString(),
    });
  }
}
