import type { AnalyticsPort } from '../../application/ports/analytics.port';

/** Analytics switched off (the production default until an endpoint is configured). */
export class NoAnalytics implements AnalyticsPort {
  send(): void {
    // Deliberately nothing.
  }
}
