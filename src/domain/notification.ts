import { isRecord, parseJson } from './json';

/**
 * Spec §3 "Broadcast notification: title, message, imageUrl, redirect_Url." and "Push notification:
 * title, message, imageUrl or bannerImage, autoCloseInSeconds (isAutoClose), redirect_Url,
 * redirect_CtaText." A broadcast is the smaller form of a push; both become this one shape.
 * URLs are kept exactly as received: the application checks them with the URL guard before use.
 */
export interface PushNotification {
  title: string;
  message: string;
  imageUrl: string | null;
  /** Spec §4 "auto-closes after isAutoClose seconds if greater than 0"; §9 "Push auto-close default: 0". */
  autoCloseSeconds: number;
  redirectUrl: string | null;
  ctaText: string | null;
}

/** Spec §9 "Push auto-close default: 0" (0 = stays until closed). */
export const PUSH_AUTO_CLOSE_DEFAULT = 0;
/** The call-to-action label when the server sends a target without redirect_CtaText (spec silent). */
export const DEFAULT_CTA_TEXT = 'Open';
/** Spec §9 "Push notifications require interaction, with tag broadcast." */
export const PUSH_TAG = 'broadcast';

/**
 * Spec §9 "Broadcast reconnect: starts at 1 s, doubles, maximum 30 s." The waits start again at 1 s
 * only once a connection has proved itself: an event arrived, or it stayed open 10 s (a stream
 * accepted and closed at once keeps doubling instead of calling every second; docs/decisions/0022).
 */
export const BROADCAST_RECONNECT = { initialMs: 1000, maxMs: 30_000, provenAfterMs: 10_000 } as const;

/**
 * Reads one broadcast event. Spec §7: "events carry JSON with an optional notification wrapper".
 * Returns null for anything that is not a notification with a title or a message. Never throws.
 */
export function parsePushNotification(input: unknown): PushNotification | null {
  const value = typeof input === 'string' ? parseJson(input) : input;
  if (!isRecord(value)) return null;
  const body = isRecord(value.notification) ? value.notification : value;
  const title = text(body.title);
  const message = text(body.message);
  if (!title && !message) return null;
  const redirectUrl = text(body.redirect_Url);
  return {
    title: title ?? '',
    message: message ?? '',
    imageUrl: text(body.imageUrl) ?? text(body.bannerImage),
    autoCloseSeconds: seconds(body.autoCloseInSeconds ?? body.isAutoClose),
    redirectUrl,
    ctaText: redirectUrl ? (text(body.redirect_CtaText) ?? DEFAULT_CTA_TEXT) : null,
  };
}

/** A whole, non-negative number of seconds; anything else is the default 0. */
function seconds(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : PUSH_AUTO_CLOSE_DEFAULT;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
