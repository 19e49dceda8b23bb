import { token } from './token';

/** Runtime configuration read from /config.json at start (see README "Configuration"). */
export interface AppConfig {
  /** Calls go to `${apiBaseUrl}/api/...`; empty string means same origin. */
  apiBaseUrl: string;
  esportsBaseUrl: string;
  tournament: { org: string; id: string };
  productName: string;
  supportEmail: string;
  vapidPublicKey: string;
  social: { googleClientId: string; facebookAppId: string };
  /** Origins that server-supplied URLs may point to (besides this app's own origin). */
  allowedRedirectOrigins: string[];
  /** Milliseconds; 0 means no timeout (spec: "Request timeout: none by default"). */
  requestTimeoutMs: number;
  /** Where analytics events go: printed ('console'), POSTed by sendBeacon to `endpoint`, or nowhere. */
  analytics: { mode: AnalyticsMode; endpoint: string };
}
export type AnalyticsMode = 'console' | 'beacon' | 'none';
export const AppConfig = token<AppConfig>('AppConfig');

export const defaultConfig: AppConfig = {
  apiBaseUrl: '',
  esportsBaseUrl: '/esports',
  tournament: { org: 'gp-arena', id: 'tn-2026-winter' },
  productName: 'PlayZone',
  supportEmail: 'support@playzone.example',
  vapidPublicKey: '',
  social: { googleClientId: '', facebookAppId: '' },
  allowedRedirectOrigins: [],
  requestTimeoutMs: 0,
  analytics: { mode: 'none', endpoint: '/api/analytics/events' },
};
