import type { AnalyticsEvent } from '../../domain/analytics';
import type { AnalyticsPort } from '../../application/ports/analytics.port';

/** navigator.sendBeacon's shape: queue a POST that survives the page being closed. */
export type BeaconTransport = (url: string, data: Blob) => boolean;

/**
 * Events go to the configured endpoint (AppConfig.analytics.endpoint) as one JSON POST each,
 * through navigator.sendBeacon: the browser delivers it even while the tab is being closed, and
 * nothing waits for an answer. Without sendBeacon (or when the browser refuses to queue one)
 * a keepalive fetch is the fallback; a lost event is never an error for the user.
 */
export class BeaconAnalytics implements AnalyticsPort {
  constructor(
    private readonly endpoint: string,
    private readonly beacon: BeaconTransport | undefined = browserBeacon(),
    private readonly fetchImpl: typeof fetch | undefined = globalThis.fetch?.bind(globalThis),
  ) {}

  send(event: AnalyticsEvent): void {
    const body = JSON.stringify(event);
    try {
      if (this.beacon?.(this.endpoint, new Blob([body], { type: 'application/json' }))) return;
      void this.fetchImpl?.(this.endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
    } catch {
      // Analytics is best effort.
    }
  }
}

function browserBeacon(): BeaconTransport | undefined {
  const nav = globalThis.navigator as Navigator | undefined;
  return typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : undefined;
}
