/*
 * The portal's service worker (scope '/'), registered by src/adapters/browser/web-push.ts when the
 * user turns notifications on. It only shows pushed notifications and opens their target on click.
 *
 * Mock mode: this project has no msw browser worker (the mock backend answers on the server, see
 * src/composition/server), so this is the only service worker of the origin and nothing fights
 * over the '/' scope. It has no fetch handler: every request goes to the network unchanged.
 */

/* Spec §9 "Push notifications require interaction, with tag broadcast." */
const TAG = 'broadcast';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/* Spec §7: "events carry JSON with an optional notification wrapper". */
function readPush(event) {
  let value = null;
  try {
    value = event.data ? event.data.json() : null;
  } catch {
    value = { message: event.data ? event.data.text() : '' };
  }
  const body = value && typeof value.notification === 'object' && value.notification ? value.notification : value || {};
  return {
    title: typeof body.title === 'string' && body.title ? body.title : 'New notification',
    message: typeof body.message === 'string' ? body.message : '',
    image: sameOrigin(body.imageUrl || body.bannerImage),
    url: sameOrigin(body.redirect_Url),
  };
}

/*
 * The worker cannot read the app's allowed partner origins, so it trusts only this origin:
 * relative paths and absolute URLs of this origin; anything else opens the portal's home.
 */
function sameOrigin(raw) {
  if (typeof raw !== 'string' || !raw.trim() || raw.trim().startsWith('//')) return null;
  try {
    const url = new URL(raw.trim(), self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.message,
      tag: TAG,
      requireInteraction: true,
      data: { url: push.url },
      ...(push.image ? { image: push.image } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOrigin(event.notification.data && event.notification.data.url) || `${self.location.origin}/home`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
