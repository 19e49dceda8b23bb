import type { AnalyticsEvent } from '../../domain/analytics';
import type { AnalyticsPort } from '../../application/ports/analytics.port';

/** Development: events are printed (console.info, never captured as errors) instead of sent. */
export class ConsoleAnalytics implements AnalyticsPort {
  constructor(private readonly print: (...args: unknown[]) => void = (...args) => console.info(...args)) {}

  send(event: AnalyticsEvent): void {
    this.print('[analytics]', event.name, event);
  }
}
