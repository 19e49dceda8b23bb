import { token } from '../token';
import type { AnalyticsEvent } from '../../domain/analytics';

/**
 * Where analytics events go; the adapter is chosen in configuration (AppConfig.analytics.mode:
 * the console in development, a beacon endpoint, or none). Fire and forget: analytics never
 * fails a user's action, so send() neither throws nor waits.
 */
export interface AnalyticsPort {
  send(event: AnalyticsEvent): void;
}
export const AnalyticsPort = token<AnalyticsPort>('AnalyticsPort');
