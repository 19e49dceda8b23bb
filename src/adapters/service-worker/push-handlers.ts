/// <reference lib="webworker" />

/*
 * Push notifications in the service worker: it shows pushed notifications and opens their target
 * on click. Registered by the page for its caches, and by src/adapters/browser/web-push.ts when
 * the player turns notifications on (the same worker, '/sw.js').
 */

import { PATHS } from '../../domain/route-paths';

/* Spec §9 "Push notifications require interaction, with tag broadcast." */
const TAG = 'broadcast';

interface PushContent {
  title: string;
  message: string;
  image: string | null;
  url: string | null;
}

/* Spec §7: "events carry JSON with an optional notification wrapper". */
function readPush(event: PushEvent, origin: string): PushContent {
  let value: unknown = null;
  try {
    value = event.data ? event.data.json() : null;
  } catch {
    value = { message: event.data ? event.data.text() : '' };
  }
  const outer = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const body = (outer.notification && typeof outer.notification === 'object' ? outer.notification : outer) as Record<
    string,
    unknown
  >;
  return {
    title: typeof body.title === 'string' && body.title ? body.title : 'New notification',
    message: typeof body.message === 'string' ? body.message : '',
    image: sameOrigin(body.imageUrl || body.bannerImage, origin),
    url: sameOrigin(body.redirect_Url, origin),
  };
}

/*
 * The worker cannot read the app's allowed partner origins, so it trusts only this origin:
 * relative paths and absolute URLs of this origin; anything else opens the portal's home.
 */
export function sameOrigin(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || !raw.trim() || raw.trim().startsWith('//')) return null;
  try {
    const url = new URL(raw.trim(), origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  const origin = scope.location.origin;
  scope.addEventListener('push', (event: PushEvent) => {
    const push = readPush(event, origin);
    event.waitUntil(
      scope.registration.showNotification(push.title, {
        body: push.message,
        tag: TAG,
        requireInteraction: true,
        data: { url: push.url },
        ...(push.image ? { image: push.image } : {}),
      } as NotificationOptions),
    );
  });

  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = sameOrigin(data?.url, origin) ?? `${origin}${PATHS.home}`;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === target);
        if (open) return open.focus();
        return scope.clients.openWindow(target);
      }),
    );
  });
}
