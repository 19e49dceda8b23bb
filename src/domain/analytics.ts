import type { LoginSource } from './session';

/**
 * Analytics identity (spec §6): "logged-in users are identified by user id, guests by guest id.
 * An event user_identified carries login_source, app_name and user_type."
 */
export type UserType = 'subscriber' | 'registered' | 'guest';

export interface AnalyticsSession {
  token: string | null;
  userId: string | null;
  guestId: string;
  loginSource: LoginSource;
}

export interface AnalyticsIdentity {
  id: string;
  userType: UserType;
  loginSource: LoginSource;
}

export type AnalyticsEventName = 'user_identified' | 'page_view' | 'user_engagement';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The user id of a logged-in user, otherwise the guest id. */
  distinctId: string;
  properties: Record<string, string | number>;
  /** ISO date-time. */
  timestamp: string;
}

/** Spec §9: "Engagement analytics event every 10 s." */
export const ENGAGEMENT_INTERVAL_MS = 10_000;

/** The id rule of spec §6. A logged-in session without a stored user id falls back to the guest id. */
export const analyticsId = (session: AnalyticsSession): string => (session.token && session.userId) || session.guestId;

/**
 * user_type (decision, the spec names the field only): 'subscriber' for a logged-in user with a
 * premium plan (profile isPremiumUser), 'registered' for any other logged-in user, else 'guest'.
 */
export function analyticsIdentity(session: AnalyticsSession, isPremiumUser: boolean): AnalyticsIdentity {
  const userType: UserType = !session.token ? 'guest' : isPremiumUser ? 'subscriber' : 'registered';
  return { id: analyticsId(session), userType, loginSource: session.loginSource };
}

/**
 * Only the path of a page goes to analytics: queries can carry tokens (the esports hand-off,
 * SSO parameters, voucher links), and tokens never leave the app in logs or analytics.
 */
export function pagePath(location: string): string {
  const path = location.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}
