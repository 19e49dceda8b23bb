import { token } from '../token';

export type PushPermission = 'granted' | 'denied' | 'default';

/** What the browser can do for web push; the use case turns the gaps into the spec's messages. */
export interface PushSupport {
  serviceWorker: boolean;
  push: boolean;
}

/** A system notification (spec §9 "Push notifications require interaction, with tag broadcast"). */
export interface SystemNotification {
  title: string;
  body: string;
  imageUrl: string | null;
  /** Opened on click; already checked by the URL guard. */
  targetUrl: string | null;
}

/**
 * Web push in the browser: the app's service worker, the permission, and a subscription made
 * with the public application server key (spec §7 "A browser push subscription uses a public
 * application server key").
 */
export interface PushSubscriptionPort {
  support(): PushSupport;
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  /** Registers the service worker and subscribes with the key; resolves once subscribed. */
  subscribe(applicationServerKey: string): Promise<void>;
  /** Shows a notification through the service worker (when the tab is hidden). */
  notify(notification: SystemNotification): Promise<void>;
}
export const PushSubscriptionPort = token<PushSubscriptionPort>('PushSubscriptionPort');
