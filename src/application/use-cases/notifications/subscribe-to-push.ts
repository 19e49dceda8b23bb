import type { AppConfig } from '../../config';
import type { PushSubscriptionPort } from '../../ports/push-subscription.port';
import type { PushNotificationState } from '../../stores/push-notification.store';
import { runLoad } from '../run-load';
import type { FailureFallback } from '../../failure-text';

/**
 * Turns on web push: the app's service worker, the notification permission, then a subscription
 * with the configured public application server key (spec §7). Without a key (mock mode, a
 * deployment without push) the subscription is skipped quietly: the in-page push modal still works.
 */
export class SubscribeToPush {
  constructor(
    private readonly push: PushSubscriptionPort,
    private readonly config: Pick<AppConfig, 'vapidPublicKey'>,
    private readonly state: PushNotificationState,
  ) {}

  async execute(): Promise<void> {
    const webPush = this.state.webPush;
    if (webPush.status === 'loading') return;
    // Spec §8 "Push setup errors: 'SW not supported', 'Push not supported', 'Notifications blocked'."
    const fail = (code: FailureFallback) => Object.assign(webPush, { status: 'failed', error: { code }, skipped: false });
    const support = this.push.support();
    if (!support.serviceWorker) return void fail('sw-not-supported');
    if (!support.push) return void fail('push-not-supported');
    webPush.skipped = false;
    await runLoad(webPush, () => this.subscribe(), {
      apply: (result) => {
        if (result === 'blocked') fail('notifications-blocked');
        else webPush.skipped = result === 'skipped';
      },
      fallback: 'push-not-supported',
    });
  }

  private async subscribe(): Promise<'blocked' | 'skipped' | 'subscribed'> {
    const permission = this.push.permission() === 'granted' ? 'granted' : await this.push.requestPermission();
    if (permission !== 'granted') return 'blocked';
    const key = this.config.vapidPublicKey.trim();
    if (!key) return 'skipped';
    await this.push.subscribe(key);
    return 'subscribed';
  }
}
