import type {
  PushPermission,
  PushSubscriptionPort,
  PushSupport,
  SystemNotification,
} from '../../application/ports/push-subscription.port';
import { PUSH_TAG } from '../../domain/notification';
import { SERVICE_WORKER_URL } from './service-worker-url';

/** Web push with the browser's service worker, Notification and PushManager APIs. */
export class WebPush implements PushSubscriptionPort {
  constructor(private readonly nav: Navigator | undefined = globalThis.navigator) {}

  support(): PushSupport {
    const serviceWorker = Boolean(this.nav && 'serviceWorker' in this.nav);
    return { serviceWorker, push: serviceWorker && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined' };
  }

  permission(): PushPermission {
    return typeof Notification === 'undefined' ? 'default' : Notification.permission;
  }

  requestPermission(): Promise<PushPermission> {
    return typeof Notification === 'undefined' ? Promise.resolve('denied') : Notification.requestPermission();
  }

  async subscribe(applicationServerKey: string): Promise<void> {
    const registration = await this.registration();
    const existing = await registration.pushManager.getSubscription();
    if (existing) return;
    await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(applicationServerKey),
    });
  }

  /** Spec §9 "Push notifications require interaction, with tag broadcast." */
  async notify(notification: SystemNotification): Promise<void> {
    const registration = await this.registration();
    await registration.showNotification(notification.title, {
      body: notification.body,
      tag: PUSH_TAG,
      requireInteraction: true,
      data: { url: notification.targetUrl },
      ...(notification.imageUrl ? { image: notification.imageUrl } : {}),
    } as NotificationOptions);
  }

  private async registration(): Promise<ServiceWorkerRegistration> {
    const container = this.nav?.serviceWorker;
    if (!container) throw new Error('SW not supported');
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    return container.ready;
  }
}

/** The VAPID public key is base64url text; PushManager wants its bytes. */
export function base64UrlToBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = (key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
